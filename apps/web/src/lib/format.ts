import type { Locale } from '@camino/contracts';

const TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(TAGS[locale], options).format(date);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(TAGS[locale], options).format(value);
}

/** Amounts are in dollars (not cents); cents are shown only when there are any. */
export function formatMoney(amount: number, locale: Locale, currency = 'USD'): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(TAGS[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
