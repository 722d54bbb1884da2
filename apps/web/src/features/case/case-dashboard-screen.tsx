import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function CaseDashboardScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.case-dashboard.heading')} intro={t('routes.case-dashboard.intro')} />;
}
