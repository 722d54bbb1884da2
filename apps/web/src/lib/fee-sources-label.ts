import type { FilingInstructions, Locale } from '@camino/contracts';
import type { TFunction } from 'i18next';
import { formatCalendarDay } from './format-calendar-day';

/** "Sources, checked on May 1, 2026:": the oldest day one of the sources was checked. */
export function feeSourcesLabel(
  t: TFunction<'review'>,
  sources: FilingInstructions['feeSources'],
  locale: Locale,
): string {
  const oldest = sources.map((source) => source.asOf).sort()[0];
  return oldest ? t('submit.feeSources', { date: formatCalendarDay(oldest, locale) }) : '';
}
