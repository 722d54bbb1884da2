import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function PendingPayScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.pending-pay.heading')} intro={t('routes.pending-pay.intro')} />;
}
