/** The after-filing API: what the applicant recorded, the timeline it gives, and the facts behind it. */
import { z } from 'zod';
import { STRATEGIES } from '../constants';
import { isCalendarDay } from '../workspace/calendar-date';
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

/** Stable keys of the messages a refused move gets (the web catalogs word them). */
export const MOVE_ERRORS = {
  movedOn: 'move.dateInvalid',
  street: 'move.streetRequired',
  city: 'move.cityRequired',
  state: 'move.stateInvalid',
  zip: 'move.zipInvalid',
} as const;

const required = (message: string) => z.string({ message }).trim().min(1, { message }).max(200, { message });

/** `POST /mycase/after-filing/moves`: where the applicant now lives, from when, and whether a court has the case. */
export const moveInputSchema = z.object({
  movedOn: z
    .string({ message: MOVE_ERRORS.movedOn })
    .trim()
    .refine(isCalendarDay, { message: MOVE_ERRORS.movedOn }),
  street: required(MOVE_ERRORS.street),
  apartment: z.string().trim().max(40).nullable(),
  city: required(MOVE_ERRORS.city),
  state: z
    .string({ message: MOVE_ERRORS.state })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), { message: MOVE_ERRORS.state }),
  zip: z
    .string({ message: MOVE_ERRORS.zip })
    .trim()
    .refine((value) => /^\d{5}(-\d{4})?$/.test(value), { message: MOVE_ERRORS.zip }),
  inCourt: z.boolean(),
});
export type MoveInput = z.input<typeof moveInputSchema>;

/** A recorded move and what follows from it: the last day to tell USCIS, and the receipt number to give. */
export const moveSchema = z.object({
  movedOn: z.string(),
  street: z.string(),
  apartment: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  inCourt: z.boolean(),
  dueBy: z.string(),
  daysLeft: z.number().int(),
  receiptNumber: z.string().nullable(),
  /** The public online form (asylum) or the protected phone process (VAWA, T visa). */
  howToTell: z.enum(['ar-11-online', 'protected-phone']),
});
export type Move = z.infer<typeof moveSchema>;

/** `GET /mycase/after-filing/moves/latest`: null before any move. */
export const latestMoveSchema = z.object({ move: moveSchema.nullable() });
