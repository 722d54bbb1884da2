import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { AfterFiling } from './after-filing';
import { afterFilingQuery } from './api/after-filing';
import { AsylumFees } from './asylum-fees';
import { LawyerNotice } from './lawyer-notice';
import { ReceiptForm } from './receipt-form';
import { CaseMomentGate } from './case-moment-gate';
import { dashboardQuery } from './api/dashboard';

/** /final-instructions: what happens after filing, for the case's type. */
export default function FinalInstructionsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const dashboard = useQuery(dashboardQuery());
  const afterFiling = useQuery(afterFilingQuery(locale));
  return (
    <CaseMomentGate page="final-instructions" moment="congratulations">
      <article className="flex flex-col gap-6" data-testid="final-instructions">
        <PageIntro
          title={t('routes.final-instructions.heading')}
          intro={t('routes.final-instructions.intro')}
        />
        <AfterFiling strategy={dashboard.data?.strategy ?? null} />
        {dashboard.data?.strategy === 'asylum' ? <AsylumFees /> : null}
        {afterFiling.isSuccess ? (
          <ReceiptForm
            record={afterFiling.data.record}
            onSaved={() => void navigate(localizeHref('/case-dashboard', locale))}
          />
        ) : null}
        <LawyerNotice />
      </article>
    </CaseMomentGate>
  );
}
