import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DocumentChecklistScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.document-checklist.heading')} intro={t('routes.document-checklist.intro')} />
  );
}
