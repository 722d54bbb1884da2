import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export default function SubmitYourCaseScreen() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.submit-your-case.heading')} intro={t('routes.submit-your-case.intro')} />
  );
}
