import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function EditFormSectionsScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.edit-form-sections.heading')} intro={t('routes.edit-form-sections.intro')} />
  );
}
