import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function SetPasswordScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.set-password.heading')} intro={t('routes.set-password.intro')} />;
}
