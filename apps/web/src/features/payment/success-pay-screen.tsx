import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function SuccessPayScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.success-pay.heading')} intro={t('routes.success-pay.intro')} />;
}
