import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function CaseDashboardPrepareCaseScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.case-dashboard-prepare-case.heading')}
      intro={t('routes.case-dashboard-prepare-case.intro')}
    />
  );
}
