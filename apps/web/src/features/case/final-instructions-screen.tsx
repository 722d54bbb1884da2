import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { AfterFiling } from './after-filing';
import { AsylumFees } from './asylum-fees';
import { CaseMomentGate } from './case-moment-gate';
import { dashboardQuery } from './api/dashboard';

/** /final-instructions: what happens after filing, for the case's type. */
export default function FinalInstructionsScreen() {
  const { t } = useTranslation();
  const dashboard = useQuery(dashboardQuery());
  return (
    <CaseMomentGate page="final-instructions" moment="congratulations">
      <article className="flex flex-col gap-6" data-testid="final-instructions">
        <PageIntro
          title={t('routes.final-instructions.heading')}
          intro={t('routes.final-instructions.intro')}
        />
        <AfterFiling strategy={dashboard.data?.strategy ?? null} />
        {dashboard.data?.strategy === 'asylum' ? <AsylumFees /> : null}
      </article>
    </CaseMomentGate>
  );
}
