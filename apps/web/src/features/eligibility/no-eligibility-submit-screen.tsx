import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function NoEligibilitySubmitScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.no-eligibility-submit.heading')}
      intro={t('routes.no-eligibility-submit.intro')}
    />
  );
}
