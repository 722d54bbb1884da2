import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function SubmissionErrorStScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t('routes.submission-error-st.heading')}
      intro={t('routes.submission-error-st.intro')}
    />
  );
}
