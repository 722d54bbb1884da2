import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ResendActivateAccountScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.resend-activate-account.heading')}
      intro={t('routes.resend-activate-account.intro')}
    />
  );
}
