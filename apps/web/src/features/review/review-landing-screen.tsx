import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ReviewLandingScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.review-landing.heading')} intro={t('routes.review-landing.intro')} />;
}
