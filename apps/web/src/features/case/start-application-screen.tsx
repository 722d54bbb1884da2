import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function StartApplicationScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.start-application.heading')} intro={t('routes.start-application.intro')} />
  );
}
