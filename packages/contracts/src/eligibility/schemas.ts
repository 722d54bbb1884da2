/** Request and response schemas of the eligibility decision and the not-eligible contact form. */
import { z } from 'zod';
import { text } from '../text/text';
import { normalizePhone } from '../auth/phone';
import { STRATEGIES } from '../constants';
import type { LeadMessageKey } from './messages';

const key = (message: LeadMessageKey) => ({ message });

export const eligibilityOutcomeKindSchema = z.enum(['eligible', 'not-eligible']);
export type EligibilityOutcomeKind = z.infer<typeof eligibilityOutcomeKindSchema>;

/** What the eligibility questionnaire led to: the case types that fit, or why none does. */
export const eligibilityDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('eligible'), strategies: z.array(z.enum(STRATEGIES)) }),
  z.object({ outcome: z.literal('not-eligible'), reasons: z.array(z.string()) }),
]);
export type EligibilityDecision = z.infer<typeof eligibilityDecisionSchema>;

/** GET /eligibility/outcome: the stored decision, or `unknown` before the questionnaire is decided. */
export const storedEligibilitySchema = z.union([
  eligibilityDecisionSchema,
  z.object({ outcome: z.literal('unknown') }),
]);
export type StoredEligibility = z.infer<typeof storedEligibilitySchema>;

/** Version of the consent text shown beside the checkbox; changes whenever its words change. */
export const LEAD_CONSENT_VERSION = 'lead-referral-2026-11';

const nameSchema = (required: LeadMessageKey) =>
  text({ invalidMessage: 'invalidFormat' }).min(1, key(required)).max(100, key('nameTooLong'));

/** POST /leads: a not-eligible visitor asks to be contacted. */
export const leadRequestSchema = z.object({
  firstName: nameSchema('firstNameRequired'),
  lastName: nameSchema('lastNameRequired'),
  email: text({ invalidMessage: 'invalidFormat' })
    .toLowerCase()
    .pipe(z.email(key('emailInvalid')).max(254, key('emailInvalid'))),
  phone: text({ invalidMessage: 'invalidFormat' })
    .refine((value) => normalizePhone(value) !== null, key('phoneInvalid'))
    .transform((value) => normalizePhone(value) ?? value),
  /** Agreement to be referred to a partner law firm, which then receives the screening answers. */
  consent: z.boolean(),
});
export type LeadRequest = z.input<typeof leadRequestSchema>;

export const leadResponseSchema = z.object({ id: z.string(), consent: z.boolean() });
export type LeadResponse = z.infer<typeof leadResponseSchema>;
