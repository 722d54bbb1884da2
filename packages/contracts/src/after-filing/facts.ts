/** The after-filing facts of `content/filing/after-filing.yaml`: bilingual texts, each with its source and date. */
import { z } from 'zod';
import { STRATEGIES } from '../constants';
import { isCalendarDay } from '../workspace/calendar-date';

export const AFTER_FILING_FACT_IDS = [
  'receipt',
  'biometrics',
  'work_permit',
  'work_permit_validity',
  'annual_fee',
  'interview',
  'fee_exempt',
  'address_change',
  'address_change_protected',
  'lawyer',
] as const;
export type AfterFilingFactId = (typeof AFTER_FILING_FACT_IDS)[number];

const factSchema = z.object({
  cases: z.array(z.enum(STRATEGIES)).min(1),
  en: z.string().min(1),
  es: z.string().min(1),
  source_url: z.url(),
  // YAML reads an unquoted date as a Date; both spellings are accepted, kept as YYYY-MM-DD.
  as_of: z
    .union([z.string(), z.date()])
    .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
    .refine(isCalendarDay),
});

export const afterFilingContentSchema = z.object({
  facts: z.object(
    Object.fromEntries(AFTER_FILING_FACT_IDS.map((id) => [id, factSchema])) as Record<
      AfterFilingFactId,
      typeof factSchema
    >,
  ),
});
export type AfterFilingContent = z.infer<typeof afterFilingContentSchema>;

/** One fact as a page shows it: in the reader's language, with where it comes from and when it was checked. */
export const afterFilingFactSchema = z.object({
  id: z.enum(AFTER_FILING_FACT_IDS),
  text: z.string(),
  sourceUrl: z.string(),
  asOf: z.string(),
});
export type AfterFilingFact = z.infer<typeof afterFilingFactSchema>;
