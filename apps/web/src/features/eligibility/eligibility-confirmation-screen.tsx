import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function EligibilityConfirmationScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.eligibility-confirmation.heading')}
      intro={t('routes.eligibility-confirmation.intro')}
    />
  );
}
