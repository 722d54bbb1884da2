import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { CaseMomentGate } from './case-moment-gate';

export default function CongratulationsScreen() {
  const { t } = useTranslation();
  return (
    <CaseMomentGate page="congratulations" moment="congratulations">
      <PageIntro title={t('routes.congratulations.heading')} intro={t('routes.congratulations.intro')} />
    </CaseMomentGate>
  );
}
