import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.change-password.heading')} intro={t('routes.change-password.intro')} />;
}
