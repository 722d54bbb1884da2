/**
 * What the applicant owes the U.S. government, from `content/filing/government-fees.yaml`: per case
 * type, each form's fee on a given day, with its source and as-of date. Camino's own price is elsewhere.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GovernmentFee, Locale, Strategy } from '@camino/contracts';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentCache } from '../../lib/content-cache';

const isoDate = z
  .union([z.string(), z.date()])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)));

const lineSchema = z.strictObject({
  form: z.string(),
  label: z.strictObject({ en: z.string(), es: z.string() }),
  amounts: z.array(z.strictObject({ from: isoDate, amount: z.number().int().min(0) })).min(1),
  per_year: z.boolean().optional(),
  source_url: z.url(),
  as_of: isoDate,
});
const localized = z.strictObject({ en: z.string(), es: z.string() });
const feesSchema = z.strictObject({
  text: z.strictObject({ intro: localized, form: localized, no_fee: localized, per_year: localized }),
  asylum: z.array(lineSchema),
  vawa: z.array(lineSchema),
  tvisa: z.array(lineSchema),
});
export type GovernmentFeesContent = z.infer<typeof feesSchema>;

export const loadGovernmentFees = contentCache(async (contentDir: string): Promise<GovernmentFeesContent> =>
  feesSchema.parse(parse(await readFile(path.join(contentDir, 'filing', 'government-fees.yaml'), 'utf8'))),
);

const caseTypeOf = (strategy: Strategy | null): 'asylum' | 'vawa' | 'tvisa' | null =>
  strategy === 'asylum'
    ? 'asylum'
    : strategy === 'vawasp' || strategy === 'vawach'
      ? 'vawa'
      : strategy === 'tvisa'
        ? 'tvisa'
        : null;

/** The lines of a case type on a day (YYYY-MM-DD): each with the amount that applies that day. */
export function governmentFeesOn(
  content: GovernmentFeesContent,
  strategy: Strategy | null,
  day: string,
  locale: Locale,
): GovernmentFee[] {
  const caseType = caseTypeOf(strategy);
  if (caseType === null) return [];
  const lines: GovernmentFeesContent['asylum'] = content[caseType];
  return lines.flatMap((line) => {
    const applying = line.amounts.filter((amount) => amount.from <= day).at(-1) ?? line.amounts[0]!;
    return [
      {
        form: line.form,
        label: line.label[locale],
        amount: applying.amount,
        perYear: line.per_year === true,
        sourceUrl: line.source_url,
        asOf: line.as_of,
      },
    ];
  });
}

/** The fees as one paragraph for the filing instructions: what is owed, and that it is not Camino's price. */
export function governmentFeesText(
  content: GovernmentFeesContent,
  fees: readonly GovernmentFee[],
  locale: Locale,
): string | null {
  if (fees.length === 0) return null;
  const text = content.text;
  const money = (amount: number): string =>
    amount === 0
      ? text.no_fee[locale]
      : new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(amount);
  return [
    text.intro[locale],
    ...fees.map(
      (fee) =>
        `${text.form[locale]} ${fee.form}: ${money(fee.amount)}${fee.perYear ? ` ${text.per_year[locale]}` : ''}. ${fee.label}.`,
    ),
  ].join(' ');
}
