import { type Dashboard } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { casePercentageQuery } from '../../lib/api/case-percentage';
import { missingItemsQuery } from '../../lib/api/missing-items';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { ProgressBar } from '../../ui/progress-bar';
import { AfterFilingPanel } from './after-filing-panel';
import { CaseCard } from './case-card';
import { CaseHistory } from './case-history';
import { ConsultationCard } from './consultation-card';
import { FamilyCard } from './family-card';
import { NextStepCard } from './next-step-card';
import { ReviewCard } from './review-card';
import { ScreeningChangeView } from './screening-change-notice';
import { StepProgressList } from './step-progress-list';
import { SubmitForPreparation } from './submit-for-preparation';
import { dashboardQuery } from './api/dashboard';

function CaseProgress({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const percentage = useQuery(casePercentageQuery(dashboard.caseId, dashboard.questionnaireConfigId));
  const value = percentage.data?.completionPercentage ?? null;
  const inputPhase = dashboard.progress.stage === 'not-started';
  const missing = useQuery({ ...missingItemsQuery(locale), enabled: inputPhase });
  return (
    <section aria-labelledby="progress-title" className="flex flex-col gap-4">
      <h2 id="progress-title" className="text-xl font-bold">
        {t('dashboard.progressTitle')}
      </h2>
      {percentage.isError ? (
        <p role="status" className="text-muted" data-testid="percentage-unavailable">
          {t('dashboard.percentUnavailable')}
        </p>
      ) : value !== null ? (
        <ProgressBar value={value} label={t('dashboard.percentLabel')} />
      ) : null}
      <StepProgressList progress={dashboard.progress} />
      {inputPhase && !missing.isPending ? (
        <SubmitForPreparation missing={missing.data?.items ?? null} />
      ) : null}
    </section>
  );
}

export default function CaseDashboardScreen() {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('workspace');
  const dashboard = useQuery(dashboardQuery());

  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.case-dashboard.heading')} intro={t('routes.case-dashboard.intro')} />
      {dashboard.isPending ? (
        <p role="status" className="text-muted">
          {tw('dashboard.loading')}
        </p>
      ) : dashboard.isError ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="font-semibold text-error-700">
            {tw('dashboard.error')}
          </p>
          <Button outline onClick={() => void dashboard.refetch()}>
            {tw('dashboard.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ScreeningChangeView check={dashboard.data.screening} />
          <CaseCard dashboard={dashboard.data} />
          {dashboard.data.progress.step === 'congratulations' ? (
            // Once the package was sent, what comes next is the receipt and its clocks, not preparation.
            <AfterFilingPanel />
          ) : (
            <>
              <NextStepCard dashboard={dashboard.data} />
              {dashboard.data.progress.review.isReviewStep ? (
                <ReviewCard review={dashboard.data.progress.review} />
              ) : null}
              <CaseProgress dashboard={dashboard.data} />
            </>
          )}
          <FamilyCard />
          <ConsultationCard />
          <CaseHistory />
        </>
      )}
    </article>
  );
}
