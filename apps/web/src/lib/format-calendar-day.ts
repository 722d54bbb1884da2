import type { Locale } from '@camino/contracts';
import { formatDate } from './format';

/**
 * A calendar day (`YYYY-MM-DD`: a deadline, a due date, a date of birth) in the reader's language.
 * Read at local noon, as every calendar day is (ADR 0080): `new Date('2026-12-21')` is UTC midnight,
 * which is still the 20th in the Americas, and noon is the same day in every time zone.
 */
export function formatCalendarDay(
  day: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return formatDate(new Date(`${day}T12:00:00`), locale, options);
}
