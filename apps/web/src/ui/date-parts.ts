/** A date as the three parts a person types: the month number (`'1'`–`'12'`), the day and the year. */
export interface DateParts {
  month: string;
  day: string;
  year: string;
}

export const EMPTY_DATE_PARTS: DateParts = { month: '', day: '', year: '' };

/** Splits a stored ISO day (`YYYY-MM-DD`) or month (`YYYY-MM`) into its parts; anything else starts empty. */
export function splitIsoDate(value: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value ?? '');
  if (!match) return EMPTY_DATE_PARTS;
  const day = match[3] === undefined ? '' : String(Number(match[3]));
  return { year: match[1]!, month: String(Number(match[2])), day };
}

/** Joins a month and a year into `YYYY-MM`, or `''` when both are empty. */
export function joinIsoMonth({ year, month }: DateParts): string {
  if (year.trim() === '' && month === '') return '';
  return `${year.trim()}-${month.padStart(2, '0')}`;
}

/**
 * Joins the parts into `YYYY-MM-DD`, or `''` when all are empty. A part left empty keeps the text an
 * invalid date, which the caller's schema reports.
 */
export function joinIsoDate({ year, month, day }: DateParts): string {
  if (year.trim() === '' && month === '' && day.trim() === '') return '';
  return `${year.trim()}-${month.padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
}
