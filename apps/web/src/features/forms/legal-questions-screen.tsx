import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function LegalQuestionsScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.legal-questions.heading')} intro={t('routes.legal-questions.intro')} />;
}
