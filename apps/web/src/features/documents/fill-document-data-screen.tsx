import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function FillDocumentDataScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.fill-document-data.heading')} intro={t('routes.fill-document-data.intro')} />
  );
}
