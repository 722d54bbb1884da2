import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DocumentUploadScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.document-upload.heading')} intro={t('routes.document-upload.intro')} />;
}
