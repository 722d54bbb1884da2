import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function CancelPayScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.cancel-pay.heading')} intro={t('routes.cancel-pay.intro')} />;
}
