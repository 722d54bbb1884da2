import { z } from 'zod';

/** Invitation codes: eight letters and digits, none of them easy to confuse when read aloud. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const referralCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`)));

/** Whether an invitation code exists, and the partner organisation behind it, if any. */
export const referralCodeCheckSchema = z.object({
  valid: z.boolean(),
  partnerName: z.string().nullable(),
});
export type ReferralCodeCheck = z.infer<typeof referralCodeCheckSchema>;

export const referralArrivalRequestSchema = z.object({ code: referralCodeSchema });
export const referralArrivalResponseSchema = z.object({ recorded: z.boolean() });

/**
 * An applicant's invitation and what came of it. Counts only: the people invited are never named
 * to the one who invited them.
 */
export const myReferralsSchema = z.object({
  code: z.string(),
  joined: z.number().int().nonnegative(),
  casesStarted: z.number().int().nonnegative(),
  lastCaseStartedAt: z.string().nullable(),
});
export type MyReferrals = z.infer<typeof myReferralsSchema>;
