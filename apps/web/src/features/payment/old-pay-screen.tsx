import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function OldPayScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.old-pay.heading')} intro={t('routes.old-pay.intro')} />;
}
