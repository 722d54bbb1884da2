import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { CaseMomentGate } from './case-moment-gate';

export default function FinalInstructionsScreen() {
  const { t } = useTranslation();
  return (
    <CaseMomentGate page="final-instructions" moment="congratulations">
      <PageIntro
        title={t('routes.final-instructions.heading')}
        intro={t('routes.final-instructions.intro')}
      />
    </CaseMomentGate>
  );
}
