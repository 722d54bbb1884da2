import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function DerivativesScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.derivatives.heading')} intro={t('routes.derivatives.intro')} />;
}
