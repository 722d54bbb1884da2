/**
 * Where and how to send the package, from `content/filing/filing-instructions.yaml`: the office by
 * case type and, for asylum, by state of residence, with the entry's source and as-of date.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FilingInstructions, Locale, Strategy } from '@camino/contracts';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentCache } from '../../lib/content-cache';

const localized = z.object({ en: z.string(), es: z.string() });
const asOfSchema = z
  .union([z.string(), z.date()])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)));
const officeSchema = z.object({ name: localized, mail: z.array(z.string()), courier: z.array(z.string()) });
const caseTypeSchema = z.object({
  offices: z.record(z.string(), officeSchema),
  states: z.record(z.string(), z.string()),
  default_office: z.string(),
  fee: localized.nullable(),
  /** Where the fee text comes from, each with the day it was checked. */
  fee_sources: z
    .array(z.object({ name: localized, url: z.string().url(), as_of: asOfSchema }))
    .default([]),
  note: localized.nullable(),
  source: localized,
  source_url: z.string().url(),
  as_of: asOfSchema,
});
const fileSchema = z.object({
  asylum: caseTypeSchema,
  vawa: caseTypeSchema,
  tvisa: caseTypeSchema,
  steps: z.object({ en: z.array(z.string()), es: z.array(z.string()) }),
});
export type FilingContent = z.infer<typeof fileSchema>;
export type FilingCaseType = 'asylum' | 'vawa' | 'tvisa';

export const loadFilingContent = contentCache(async (contentDir: string): Promise<FilingContent> =>
  fileSchema.parse(
    parse(await readFile(path.join(contentDir, 'filing', 'filing-instructions.yaml'), 'utf8')),
  ),
);

/** The filing content's case type of a strategy: both VAWA strategies file the I-360 at one place. */
export function filingCaseType(strategy: Strategy | string | null): FilingCaseType | null {
  if (strategy === 'asylum') return 'asylum';
  if (strategy === 'vawasp' || strategy === 'vawach' || strategy === 'vawa') return 'vawa';
  if (strategy === 'tvisa') return 'tvisa';
  return null;
}

export function filingInstructions(
  content: FilingContent,
  caseType: FilingCaseType,
  state: string | null,
  locale: Locale,
): FilingInstructions {
  const entry = content[caseType];
  const upper = state?.toUpperCase() ?? null;
  const officeKey = (upper && entry.states[upper]) ?? entry.default_office;
  const office = entry.offices[officeKey]!;
  return {
    caseType,
    state: upper,
    office: office.name[locale],
    mail: office.mail,
    courier: office.courier,
    fee: entry.fee?.[locale] ?? null,
    feeSources: entry.fee_sources.map((source) => ({
      name: source.name[locale],
      url: source.url,
      asOf: source.as_of,
    })),
    steps: content.steps[locale],
    source: entry.source[locale],
    sourceUrl: entry.source_url,
    asOf: entry.as_of,
    note: entry.note?.[locale] ?? null,
  };
}
