/**
 * Money is integer cents everywhere; rates are integer parts per million (1% = 10 000 ppm), fine
 * enough for tax rates such as 4.875%. Nothing here ever holds a fraction of a cent, so sums are
 * exact and the browser and the server agree to the cent.
 */

/** True for a whole, non-negative number of cents that stays exact in a JavaScript number. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** One whole (100%) in parts per million. */
export const PPM = 1_000_000;

/** `cents × ratePpm / 1 000 000`, rounded half up to a whole cent. */
export function applyRate(cents: number, ratePpm: number): number {
  return Math.floor((cents * ratePpm + PPM / 2) / PPM);
}

/** `cents × ratePpm / 1 000 000`, rounded up to a whole cent (for minimums the applicant must reach). */
export function ceilRate(cents: number, ratePpm: number): number {
  return Math.ceil((cents * ratePpm) / PPM);
}

/**
 * `total × part / whole`, rounded down: the share of `total` that `part` stands for. Rounding down
 * means shares never add up to more than `total`, so whoever takes the remainder never goes negative.
 */
export function proportionalShare(total: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.floor((total * part) / whole);
}

/** `total × part / whole`, rounded half up to a whole cent. */
export function roundedShare(total: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.floor((2 * total * part + whole) / (2 * whole));
}

/** Splits `total` cents into `count` equal amounts; the last one absorbs the remainder. */
export function splitEvenly(total: number, count: number): number[] {
  if (count <= 0) return [];
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? total - each * (count - 1) : each,
  );
}

/** Formats cents as U.S. dollars for the applicant's language, e.g. `$1,200.00` or `1200,00 US$`. */
export function formatUsd(cents: number, locale: 'en' | 'es'): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
}
