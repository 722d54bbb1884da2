import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function PayScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.pay.heading')} intro={t('routes.pay.intro')} />;
}
