import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.forgot-password.heading')} intro={t('routes.forgot-password.intro')} />;
}
