import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function PaymentOptionsScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.payment-options.heading')} intro={t('routes.payment-options.intro')} />;
}
