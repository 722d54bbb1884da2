import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function CongratulationsScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.congratulations.heading')} intro={t('routes.congratulations.intro')} />;
}
