import { z } from 'zod';
import { STRATEGIES } from '../constants';

/**
 * The version of the disclosure text the applicant reads before authorizing a referral to the
 * health-assessment partner. A new wording gets a new version, so a consent names what was read.
 */
export const HEALTH_DISCLOSURE_VERSION = '2026-11-26';
export const HEALTH_EXCERPT_MAX_LENGTH = 1500;

/** Exactly what the partner receives: the name, contact through safe channels only, the case type. */
export const healthSharedDataSchema = z.object({
  name: z.string(),
  /** Null when the applicant said email is not safe. */
  email: z.string().nullable(),
  /** Null when there is no phone or texts are not safe. */
  phone: z.string().nullable(),
  caseType: z.enum(STRATEGIES).nullable(),
  declarationExcerpt: z.string().nullable(),
});
export type HealthSharedData = z.infer<typeof healthSharedDataSchema>;

export const healthReferralStatusSchema = z.enum(['none', 'sent', 'failed']);
export type HealthReferralStatus = z.infer<typeof healthReferralStatusSchema>;

/** What the authorization modal shows, and where an earlier authorization stands. */
export const healthReferralSchema = z.object({
  disclosureVersion: z.string(),
  status: healthReferralStatusSchema,
  shared: healthSharedDataSchema,
  consentedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type HealthReferral = z.infer<typeof healthReferralSchema>;

export const referClientRequestSchema = z.object({
  /** The applicant ticked the authorization; nothing is sent without it. */
  authorized: z.literal(true),
  disclosureVersion: z.string().min(1).max(40),
  declarationExcerpt: z.string().trim().max(HEALTH_EXCERPT_MAX_LENGTH).nullable().optional(),
});
export type ReferClientRequest = z.infer<typeof referClientRequestSchema>;

/** The partner returns an evaluation: the referral id Camino sent (`externalId`) and the report file. */
export const returnedEvaluationRequestSchema = z.object({
  referralId: z.uuid(),
  /** The report, a PDF or a photo, base64-encoded. */
  file: z.base64().min(4),
});
export type ReturnedEvaluationRequest = z.infer<typeof returnedEvaluationRequestSchema>;

export const returnedEvaluationResponseSchema = z.object({
  documentId: z.string(),
  /** True when this evaluation had already been received; nothing was added again. */
  duplicate: z.boolean(),
});
export type ReturnedEvaluationResponse = z.infer<typeof returnedEvaluationResponseSchema>;
