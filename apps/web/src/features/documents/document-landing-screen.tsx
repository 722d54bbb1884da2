import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DocumentLandingScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.document-landing.heading')} intro={t('routes.document-landing.intro')} />
  );
}
