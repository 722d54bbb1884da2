import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function PreloadSalesforceScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.preload-salesforce.heading')} intro={t('routes.preload-salesforce.intro')} />
  );
}
