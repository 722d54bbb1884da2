import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DocumentMergeScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.document-merge.heading')} intro={t('routes.document-merge.intro')} />;
}
