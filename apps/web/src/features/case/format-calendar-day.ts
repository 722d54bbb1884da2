import type { Locale } from '@camino/contracts';
import { formatDate } from '../../lib/format';

/**
 * A `YYYY-MM-DD` day in the user's language. Read as UTC and printed in UTC, so it is the same day
 * everywhere: `new Date('2026-03-01')` printed in local time would be 28 February in the Americas.
 */
export function formatCalendarDay(day: string, locale: Locale): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return formatDate(Date.UTC(year, month - 1, date), locale, { dateStyle: 'long', timeZone: 'UTC' });
}
