import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function FinalStepsLandingScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.final-steps-landing.heading')}
      intro={t('routes.final-steps-landing.intro')}
    />
  );
}
