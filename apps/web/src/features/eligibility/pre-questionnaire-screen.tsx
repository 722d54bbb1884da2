import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function PreQuestionnaireScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.pre-questionnaire.heading')} intro={t('routes.pre-questionnaire.intro')} />
  );
}
