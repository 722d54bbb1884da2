/** Wire schemas of the case calls: the case itself, its access flags, history and family members. */
import { z } from 'zod';
import { STRATEGIES } from '../constants';
import { paymentPlanSchema } from '../payments/schemas';
import { familyMemberSchema } from '../workspace/derivatives';
import { caseEventSchema, caseStepSchema, navigationRulesSchema, paymentStatusSchema } from './schemas';

/** The session's access flags behind the pay, access-payment and access-my-case guards. */
export const caseAccessSchema = z.object({
  paid: z.boolean(),
  canAccessPayment: z.boolean(),
  canAccessMyCase: z.boolean(),
});
export type CaseAccess = z.infer<typeof caseAccessSchema>;

/**
 * `GET param-navigation-rules`: the spec's three fields, plus the access flags computed from the same
 * state so the browser's guards never disagree with the page the server sends them to.
 */
export const navigationRulesResponseSchema = navigationRulesSchema.extend({ access: caseAccessSchema });
export type NavigationRulesResponse = z.infer<typeof navigationRulesResponseSchema>;

/** `GET mycase/findOneCase`: the signed-in applicant's case. */
export const caseSummarySchema = z.object({
  id: z.uuid(),
  /** Null while several case types fit and the applicant has not chosen one. */
  strategy: z.enum(STRATEGIES).nullable(),
  /** The case types the eligibility questionnaire found for this applicant. */
  eligibleStrategies: z.array(z.enum(STRATEGIES)),
  step: caseStepSchema,
  payment: paymentStatusSchema,
  plan: paymentPlanSchema.nullable(),
  access: caseAccessSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/** `POST mycase`: chooses the case type among the eligible ones, before the first payment. */
export const chooseStrategyRequestSchema = z.object({ strategy: z.enum(STRATEGIES) });

/** One transition of the case, oldest first (`core/case-state-logs`). */
export const caseStateLogEntrySchema = z.object({
  event: caseEventSchema,
  fromStep: caseStepSchema.nullable(),
  fromPayment: paymentStatusSchema.nullable(),
  toStep: caseStepSchema,
  toPayment: paymentStatusSchema,
  at: z.iso.datetime({ offset: true }),
});
export type CaseStateLogEntry = z.infer<typeof caseStateLogEntrySchema>;
export const caseStateLogSchema = z.object({ entries: z.array(caseStateLogEntrySchema) });

/** A family member as stored on the case. */
export const savedFamilyMemberSchema = familyMemberSchema.extend({ id: z.uuid() });
export type SavedFamilyMember = z.infer<typeof savedFamilyMemberSchema>;

/**
 * `PUT mycase/derivatives`: the whole set of family members; a saved one keeps its `id`, one left
 * out is removed from the case (deselecting a family member).
 */
export const replaceDerivativesRequestSchema = z.object({
  members: z.array(familyMemberSchema.extend({ id: z.uuid().optional() })).max(21),
});
export const derivativesResponseSchema = z.object({ members: z.array(savedFamilyMemberSchema) });
export type DerivativesResponse = z.infer<typeof derivativesResponseSchema>;
