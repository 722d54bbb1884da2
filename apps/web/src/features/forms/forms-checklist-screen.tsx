import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function FormsChecklistScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.forms-checklist.heading')} intro={t('routes.forms-checklist.intro')} />;
}
