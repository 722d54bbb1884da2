import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function LegalLandingScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.legal-landing.heading')} intro={t('routes.legal-landing.intro')} />;
}
