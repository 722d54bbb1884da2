/**
 * Start application and case dashboard: the four steps with their estimates, each step's state from
 * counts the server supplies, and the read-only rule of the dashboard percentage.
 */
import { z } from 'zod';
import { ESTIMATES } from '../constants';
import type { Locale } from '../routes';

/** The dashboard percentage call's answer (spec section 3). */
export const dashboardPercentageSchema = z.object({
  completionPercentage: z.number().min(0).max(100),
});
export type DashboardPercentage = z.infer<typeof dashboardPercentageSchema>;

/** The outcome of asking for the dashboard percentage: its answer, or a failure of any kind. */
export type PercentageResult = ({ readonly ok: true } & DashboardPercentage) | { readonly ok: false };

/**
 * Whether the case pages are read-only: at 100 % the case is complete, and when the percentage cannot be
 * read nothing may be changed either, because the case might already be complete (fail closed).
 */
export function isReadOnly(result: PercentageResult): boolean {
  if (!result.ok) return true;
  const percentage = result.completionPercentage;
  return !Number.isFinite(percentage) || percentage >= 100;
}

export const START_APPLICATION_STEP_IDS = [
  'upload-documents',
  'complete-information',
  'case-assembly',
  'final-review',
] as const;
export type StartApplicationStepId = (typeof START_APPLICATION_STEP_IDS)[number];

export type Estimate = { readonly minutes: number } | { readonly days: number };

export interface StartApplicationStep {
  readonly id: StartApplicationStepId;
  readonly estimate: Estimate;
  /** Case assembly is done by Camino; every other step by the applicant. */
  readonly doneBy: 'applicant' | 'camino';
  readonly label: { readonly en: string; readonly es: string };
}

/** The steps of Start application, in order, with the estimates of spec section 9. */
export const START_APPLICATION_STEPS: readonly StartApplicationStep[] = [
  {
    id: 'upload-documents',
    estimate: { minutes: ESTIMATES.documentsMinutes },
    doneBy: 'applicant',
    label: { en: 'Upload documents', es: 'Suba sus documentos' },
  },
  {
    id: 'complete-information',
    estimate: { minutes: ESTIMATES.informationMinutes },
    doneBy: 'applicant',
    label: { en: 'Complete your information', es: 'Complete su información' },
  },
  {
    id: 'case-assembly',
    estimate: { days: ESTIMATES.assemblyDays },
    doneBy: 'camino',
    label: { en: 'Case assembly (done by Camino)', es: 'Armado del caso (lo hace Camino)' },
  },
  {
    id: 'final-review',
    estimate: { minutes: ESTIMATES.finalReviewMinutes },
    doneBy: 'applicant',
    label: { en: 'Final review', es: 'Revisión final' },
  },
];

/** An estimate as shown next to a step: `30 min`, `90 min`, `1 day`, `1 día`. */
export function formatEstimate(estimate: Estimate, locale: Locale): string {
  if ('minutes' in estimate) return `${estimate.minutes} min`;
  const days = estimate.days;
  if (locale === 'es') return `${days} ${days === 1 ? 'día' : 'días'}`;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export const STEP_STATES = ['pending', 'in-progress', 'completed'] as const;
export type StepState = (typeof STEP_STATES)[number];

/**
 * Where the case stands after the applicant's own work, named as the case journey names it:
 * `not-started` (documents and forms still open), `initial-review` and `final-review` (with their
 * `-correction` variants while a correction request is open), `preparing` (approved; Camino is
 * assembling the package, about one day) and `ready` (the package can be downloaded, and every later step).
 */
export const REVIEW_STAGES = [
  'not-started',
  'initial-review',
  'initial-review-correction',
  'final-review',
  'final-review-correction',
  'preparing',
  'ready',
] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

/** The counts a server supplies for the progress of a case. */
export const caseProgressSnapshotSchema = z.object({
  documentsUploaded: z.number().int().min(0),
  /** Always at least 1 in practice: the photo ID is required. */
  documentsRequired: z.number().int().min(0),
  /** The legal questionnaire's completion, 0–100. */
  questionnaireCompletion: z.number().min(0).max(100),
  review: z.enum(REVIEW_STAGES),
});
export type CaseProgressSnapshot = z.infer<typeof caseProgressSnapshotSchema>;

export interface StepProgress {
  readonly id: StartApplicationStepId;
  readonly state: StepState;
}

export interface CaseProgress {
  readonly steps: readonly StepProgress[];
  /** The first step in progress, else the first pending one, in journey order; null when all are done. */
  readonly currentStep: StartApplicationStepId | null;
  readonly completedCount: number;
}

function documentsState({ documentsUploaded, documentsRequired }: CaseProgressSnapshot): StepState {
  // With no checklist yet (0 required), uploads alone never complete the step.
  if (documentsRequired > 0 && documentsUploaded >= documentsRequired) return 'completed';
  return documentsUploaded > 0 ? 'in-progress' : 'pending';
}

function informationState({ questionnaireCompletion }: CaseProgressSnapshot): StepState {
  if (questionnaireCompletion >= 100) return 'completed';
  return questionnaireCompletion > 0 ? 'in-progress' : 'pending';
}

function assemblyState({ review }: CaseProgressSnapshot): StepState {
  if (review === 'ready') return 'completed';
  return review === 'preparing' ? 'in-progress' : 'pending';
}

function finalReviewState({ review }: CaseProgressSnapshot): StepState {
  if (review === 'not-started') return 'pending';
  // Approval ends the review; the package is assembled after it.
  return review === 'preparing' || review === 'ready' ? 'completed' : 'in-progress';
}

const STATE_OF: Record<StartApplicationStepId, (snapshot: CaseProgressSnapshot) => StepState> = {
  'upload-documents': documentsState,
  'complete-information': informationState,
  'case-assembly': assemblyState,
  'final-review': finalReviewState,
};

/** The order the applicant meets the steps: Camino assembles the package after the final review. */
const JOURNEY_ORDER: readonly StartApplicationStepId[] = [
  'upload-documents',
  'complete-information',
  'final-review',
  'case-assembly',
];

/** Each Start application step's state, the current step and how many are completed. */
export function caseProgress(snapshot: CaseProgressSnapshot): CaseProgress {
  const steps = START_APPLICATION_STEPS.map(({ id }) => ({ id, state: STATE_OF[id](snapshot) }));
  const inJourneyOrder = JOURNEY_ORDER.map((id) => ({ id, state: STATE_OF[id](snapshot) }));
  return {
    steps,
    currentStep:
      inJourneyOrder.find((step) => step.state === 'in-progress')?.id ??
      inJourneyOrder.find((step) => step.state === 'pending')?.id ??
      null,
    completedCount: steps.filter((step) => step.state === 'completed').length,
  };
}
