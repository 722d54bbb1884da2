import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function AnnouncementsStScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.announcements-st.heading')} intro={t('routes.announcements-st.intro')} />
  );
}
