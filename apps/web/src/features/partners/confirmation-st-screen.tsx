import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ConfirmationStScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.confirmation-st.heading')} intro={t('routes.confirmation-st.intro')} />;
}
