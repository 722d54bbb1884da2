import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { CaseMomentGate } from './case-moment-gate';

export default function SubmitYourCaseScreen() {
  const { t } = useTranslation();
  return (
    <CaseMomentGate page="submit-your-case" moment="download">
      <PageIntro title={t('routes.submit-your-case.heading')} intro={t('routes.submit-your-case.intro')} />
    </CaseMomentGate>
  );
}
