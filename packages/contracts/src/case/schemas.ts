/** Wire schemas of the case state and of the navigation-rules response (spec sections 3 and 7). */
import { z } from 'zod';
import { CASE_EVENTS, CASE_STEPS, PAYMENT_STATUSES } from './case-machine';

export const caseStepSchema = z.enum(CASE_STEPS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const caseEventSchema = z.enum(CASE_EVENTS);

export const caseStateSchema = z.object({ step: caseStepSchema, payment: paymentStatusSchema });

/** `GET param-navigation-rules`: where to send the applicant, plus the review flags. */
export const navigationRulesSchema = z.object({
  route: z.string().startsWith('/'),
  hasCorrectionRequest: z.boolean(),
  isFinalReview: z.boolean(),
});
