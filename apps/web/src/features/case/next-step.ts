import type { CaseStep, Dashboard, StartApplicationStepId } from '@camino/contracts';

/** Where each Start application step is done; case assembly is Camino's, so it has no page to open. */
export const STEP_WORK_ROUTES: Record<StartApplicationStepId, string | null> = {
  'upload-documents': '/document-landing',
  'complete-information': '/legal-landing',
  'final-review': '/review-landing',
  'case-assembly': null,
};

/**
 * The one next thing the applicant should do, as a key of the workspace catalog's `next` section
 * and the page where it is done (null while Camino is the one working).
 */
export interface NextStep {
  readonly key: string;
  readonly route: string | null;
}

const AFTER_APPROVAL: Partial<Record<CaseStep, NextStep>> = {
  preparing: { key: 'preparing', route: null },
  download: { key: 'download', route: '/download-case' },
  'submit-instructions': { key: 'submit', route: '/submit-your-case' },
  congratulations: { key: 'finished', route: '/final-instructions' },
};

/** Reads the dashboard and names the next thing to do, so no screen leaves the applicant guessing. */
export function nextStep({ progress }: Dashboard): NextStep {
  const late = AFTER_APPROVAL[progress.step];
  if (late) return late;
  if (progress.step === 'start-application') return { key: 'start', route: '/start-application' };
  if (progress.review.isReviewStep || progress.stage !== 'not-started') {
    return { key: progress.review.hasCorrectionRequest ? 'correction' : 'review', route: '/review-landing' };
  }
  const current = progress.currentStep ?? 'upload-documents';
  if (current === 'upload-documents' || current === 'complete-information') {
    return { key: current, route: STEP_WORK_ROUTES[current] };
  }
  // Both own steps are done: the case waits to be sent for preparation from the dashboard.
  return { key: 'submit-for-preparation', route: '/case-dashboard' };
}
