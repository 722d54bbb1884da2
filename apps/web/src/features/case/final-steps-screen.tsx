import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function FinalStepsScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.final-steps.heading')} intro={t('routes.final-steps.intro')} />;
}
