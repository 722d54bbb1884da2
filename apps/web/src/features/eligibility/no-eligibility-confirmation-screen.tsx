import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function NoEligibilityConfirmationScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.no-eligibility-confirmation.heading')}
      intro={t('routes.no-eligibility-confirmation.intro')}
    />
  );
}
