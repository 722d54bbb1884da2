import { type CalendarDay, calendarDayOf } from '@camino/contracts';

/**
 * Used when the browser did not say where the applicant is: U.S. Eastern time, where the day starts
 * first among the mainland zones, so the days left are never more than the applicant really has.
 */
export const DEFAULT_APPLICANT_TIME_ZONE = 'America/New_York';

/** The applicant's calendar day now (ADR 0080: deadlines count the days the applicant lives in). */
export function applicantToday(now: Date, timeZone: string | undefined): CalendarDay {
  return calendarDayOf(now, timeZone ?? DEFAULT_APPLICANT_TIME_ZONE);
}
