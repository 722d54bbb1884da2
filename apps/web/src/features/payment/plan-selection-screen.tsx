import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function PlanSelectionScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.plan-selection.heading')} intro={t('routes.plan-selection.intro')} />;
}
