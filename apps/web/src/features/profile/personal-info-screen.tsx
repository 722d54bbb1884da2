import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function PersonalInfoScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.personal-info.heading')} intro={t('routes.personal-info.intro')} />;
}
