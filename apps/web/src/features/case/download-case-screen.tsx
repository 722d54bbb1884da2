import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DownloadCaseScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.download-case.heading')} intro={t('routes.download-case.intro')} />;
}
