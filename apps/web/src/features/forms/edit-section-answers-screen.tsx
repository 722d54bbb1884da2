import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function EditSectionAnswersScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.edit-section-answers.heading')}
      intro={t('routes.edit-section-answers.intro')}
    />
  );
}
