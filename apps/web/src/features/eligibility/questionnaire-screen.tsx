import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function QuestionnaireScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.questionnaire.heading')} intro={t('routes.questionnaire.intro')} />;
}
