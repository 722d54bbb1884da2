import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DocumentTranslateScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.document-translate.heading')} intro={t('routes.document-translate.intro')} />
  );
}
