/** The after-filing API: what the applicant recorded, the timeline it gives, and the facts behind it. */
import { z } from 'zod';
import { STRATEGIES } from '../constants';
import { afterFilingFactSchema } from './facts';

export const afterFilingLangQuerySchema = z.object({ lang: z.enum(['en', 'es']).default('en') });

export const afterFilingRecordSchema = z.object({
  receiptNumber: z.string(),
  receiptDate: z.string(),
  biometricsDate: z.string().nullable(),
  interviewDate: z.string().nullable(),
});
export type AfterFilingRecord = z.infer<typeof afterFilingRecordSchema>;

export const timelineItemSchema = z.object({
  id: z.enum([
    'receipt',
    'biometrics',
    'work-permit-file',
    'work-permit-grant',
    'annual-fee',
    'interview',
    'decision',
  ]),
  day: z.string().nullable(),
  daysFromToday: z.number().int().nullable(),
  state: z.enum(['done', 'now', 'past', 'next', 'later']),
  fee: z
    .object({ year: z.number().int(), dueFrom: z.string(), amount: z.number().int().nullable() })
    .optional(),
});

/** `GET /mycase/after-filing`: null `record` until the receipt is recorded (then `timeline` is empty). */
export const afterFilingSchema = z.object({
  strategy: z.enum(STRATEGIES),
  /** Whether the applicant said the package was sent: only then can a receipt be recorded. */
  sent: z.boolean(),
  today: z.string(),
  record: afterFilingRecordSchema.nullable(),
  timeline: z.array(timelineItemSchema),
  facts: z.array(afterFilingFactSchema),
});
export type AfterFiling = z.infer<typeof afterFilingSchema>;
