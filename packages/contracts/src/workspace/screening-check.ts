/**
 * What the legal answers changed of what the eligibility check decided. A fact the applicant gave at
 * the eligibility check and gives again in the legal questions is one value: the later answer. When it
 * differs, the case says what changed; when the check's rules, read again with it, no longer let the
 * case type fit (or no longer safely without a lawyer), approval waits and the applicant is led to
 * legal help.
 */
import { z } from 'zod';
import { REASON_KEYS, type ReasonKey } from '../eligibility/outcome-reasons';

/** One screening fact the legal answers now give differently. */
export const screeningChangeSchema = z.object({
  /** The eligibility question (`last_arrival_date`, `in_removal_proceedings`…). */
  fact: z.string(),
  /** The legal questionnaire section the applicant gave the new answer in (`about_you`). */
  section: z.string(),
  /** The answer at the eligibility check: a date, or option ids joined by commas; null if not asked. */
  screening: z.string().nullable(),
  /** The answer the legal questions give now, in the same shape. */
  now: z.string(),
});
export type ScreeningChange = z.infer<typeof screeningChangeSchema>;

/** `GET mycase/screening-check`, and the dashboard's `screening`. */
export const screeningCheckSchema = z.object({
  changes: z.array(screeningChangeSchema),
  /** Reasons of the eligibility check that hold now and did not then (their texts are `REASONS`). */
  reasons: z.array(z.enum(REASON_KEYS as [ReasonKey, ...ReasonKey[]])),
  /** True while any such reason holds: preparing the case alone is no longer safe, approval waits. */
  needsLawyer: z.boolean(),
});
export type ScreeningCheckResult = z.infer<typeof screeningCheckSchema>;

/** The check of a case no legal answer has changed anything of. */
export const UNCHANGED_SCREENING: ScreeningCheckResult = { changes: [], reasons: [], needsLawyer: false };
