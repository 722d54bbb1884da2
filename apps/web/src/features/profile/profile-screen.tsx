import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ProfileScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.profile.heading')} intro={t('routes.profile.intro')} />;
}
