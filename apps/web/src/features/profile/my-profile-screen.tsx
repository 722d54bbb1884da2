import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function MyProfileScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.my-profile.heading')} intro={t('routes.my-profile.intro')} />;
}
