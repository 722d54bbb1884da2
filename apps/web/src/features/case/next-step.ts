import type { CaseStep, Dashboard, MissingItem, StartApplicationStepId } from '@camino/contracts';

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
  /** With key `missing`: the first thing still missing, which names the step. */
  readonly item?: MissingItem;
}

const AFTER_APPROVAL: Partial<Record<CaseStep, NextStep>> = {
  preparing: { key: 'preparing', route: null },
  download: { key: 'download', route: '/download-case' },
  'submit-instructions': { key: 'submit', route: '/submit-your-case' },
  congratulations: { key: 'finished', route: '/final-instructions' },
};

/** While the applicant prepares the case (documents, then information), before it goes to review. */
export const isInputPhase = ({ progress }: Dashboard): boolean =>
  (progress.step === 'documents' || progress.step === 'forms') && progress.stage === 'not-started';

/**
 * Reads the dashboard and names the next thing to do, so no screen leaves the applicant guessing.
 * While the case is being prepared it is the first missing item, when the list is known.
 */
export function nextStep(dashboard: Dashboard, missing?: readonly MissingItem[]): NextStep {
  const { progress } = dashboard;
  const late = AFTER_APPROVAL[progress.step];
  if (late) return late;
  if (progress.step === 'start-application') return { key: 'start', route: '/start-application' };
  if (progress.review.isReviewStep || progress.stage !== 'not-started') {
    return { key: progress.review.hasCorrectionRequest ? 'correction' : 'review', route: '/review-landing' };
  }
  if (missing !== undefined && isInputPhase(dashboard)) {
    const [first] = missing;
    if (first === undefined) return { key: 'submit-for-preparation', route: '/case-dashboard' };
    return { key: 'missing', route: first.route, item: first };
  }
  const current = progress.currentStep ?? 'upload-documents';
  if (current === 'upload-documents' || current === 'complete-information') {
    return { key: current, route: STEP_WORK_ROUTES[current] };
  }
  // Both own steps are done: the case waits to be sent for preparation from the dashboard.
  return { key: 'submit-for-preparation', route: '/case-dashboard' };
}
