import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function ReviewFormsScreen() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.review-forms.heading')} intro={t('routes.review-forms.intro')} />;
}
