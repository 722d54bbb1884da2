import type { Locale } from '@camino/contracts';
import { formatDate } from '../../lib/format';

/**
 * A calendar day (`YYYY-MM-DD`, e.g. a due date) in the reader's language. Read at local noon:
 * `new Date('2026-12-21')` is UTC midnight, which is still the 20th in the Americas.
 */
export function formatDay(day: string, locale: Locale, options?: Intl.DateTimeFormatOptions): string {
  return formatDate(new Date(`${day}T12:00:00`), locale, options);
}
