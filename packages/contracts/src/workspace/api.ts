/**
 * Wire schemas of the case workspace calls: the dashboard and its step, the dashboard percentage,
 * starting the case, personal information and feature flags. The rules behind them live beside this
 * file (deadline, progress, personal-info, feature-flags); these are only the shapes on the wire.
 */
import { z } from 'zod';
import { text } from '../text/text';
import { STRATEGIES } from '../constants';
import { caseStepSchema } from '../case/schemas';
import { deadlineSchema } from './deadline';
import { GENDERS } from './personal-info';
import { REVIEW_STAGES, START_APPLICATION_STEP_IDS, STEP_STATES } from './progress';
import { screeningCheckSchema } from './screening-check';

/** An IANA time zone the runtime knows, e.g. `America/Los_Angeles`. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Unknown time zone' },
  );

/**
 * `GET dashboard` and `GET dashboard/step`: the browser's time zone, so "today" and the days left are
 * the applicant's own calendar day (ADR 0080). Without it the server uses the earliest U.S. day.
 */
export const dashboardQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const stepProgressSchema = z.object({
  id: z.enum(START_APPLICATION_STEP_IDS),
  state: z.enum(STEP_STATES),
});

/** Where the case's reviews stand: each one pending, in progress or completed. */
export const reviewCardSchema = z.object({
  /** True while the case is in the initial or the final review (the second dashboard shows the card). */
  isReviewStep: z.boolean(),
  initialReview: z.enum(STEP_STATES),
  finalReview: z.enum(STEP_STATES),
  hasCorrectionRequest: z.boolean(),
  isFinalReview: z.boolean(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** `GET dashboard/step`: the journey step and the Start application step the applicant is on. */
export const dashboardStepSchema = z.object({
  step: caseStepSchema,
  stage: z.enum(REVIEW_STAGES),
  currentStep: z.enum(START_APPLICATION_STEP_IDS).nullable(),
  steps: z.array(stepProgressSchema),
  completedCount: z.number().int().min(0),
  review: reviewCardSchema,
});
export type DashboardStep = z.infer<typeof dashboardStepSchema>;

/** `GET dashboard`: the case card and everything the dashboard shows around it. */
export const dashboardSchema = z.object({
  caseId: z.uuid(),
  /** The name the card greets the applicant by (their personal information, else the account's). */
  greetingName: z.string(),
  /** The application type; null while several fit and none was chosen. */
  strategy: z.enum(STRATEGIES).nullable(),
  /** The applicant's calendar day the deadline was counted from. */
  today: z.string(),
  /** Null only while the application type is unknown. */
  deadline: deadlineSchema.nullable(),
  /**
   * The legal questionnaire configuration the dashboard percentage is counted against (the one the
   * case is pinned to, else the active one for its type); null while none exists.
   */
  questionnaireConfigId: z.number().int().positive().nullable(),
  progress: dashboardStepSchema,
  /** What the legal answers changed of the eligibility check; the deadline above already counts them. */
  screening: screeningCheckSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET dashboard/calculatePercentage`: the spec's two query values, the case and the questionnaire. */
export const calculatePercentageQuerySchema = z.object({
  caseId: z.uuid(),
  /** Optional: the case's own legal questionnaire is used when it is left out. */
  configId: z.coerce.number().int().positive().optional(),
});
export type CalculatePercentageQuery = z.infer<typeof calculatePercentageQuerySchema>;

/** `POST mycase/startMyCase`: the spec's `c`, the case id; when sent it must be the caller's case. */
export const startMyCaseQuerySchema = z.object({ c: z.uuid().optional() });

/** `GET` and `PUT mycase/personal-info`: the saved information, or the account's details to start from. */
export const personalInfoResponseSchema = z.object({
  name: z.string(),
  lastName: z.string(),
  /** Nine digits, or null when the applicant has none (or has not said). */
  aNumber: z
    .string()
    .regex(/^\d{9}$/)
    .nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** False while the values are only prefilled from the account and were never saved. */
  saved: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PersonalInfoResponse = z.infer<typeof personalInfoResponseSchema>;

/** `GET feature-flag/validate`: the flag asked about. */
export const featureFlagQuerySchema = z.object({ key: text({ min: 1, max: 100 }) });

/** Whether a flag is on; an undeclared (or malformed) key is simply off. */
export const featureFlagStatusSchema = z.object({ key: z.string(), enabled: z.boolean() });
export type FeatureFlagStatus = z.infer<typeof featureFlagStatusSchema>;

/** The health-plan partner card's flag, which has its own call in the spec. */
export const SALUD_TOTAL_CARD_FLAG = 'salud-total-card';
