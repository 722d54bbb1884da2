/**
 * Calendar days as `YYYY-MM-DD` strings. Deadlines and ages are about the applicant's calendar, not
 * about instants: `new Date('2025-01-31')` is UTC midnight, which is still 30 January in the Americas,
 * so a date string is never handed to `Date` directly. Each day is held as local noon, where no
 * daylight-saving change can move it to another day, and date-fns does the arithmetic.
 */
import { addDays, addMonths, addYears, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function toDate(day: CalendarDay): Date | null {
  if (!DAY_PATTERN.test(day)) return null;
  // A date-time without an offset is local time for parseISO; noon keeps it clear of DST gaps.
  const date = parseISO(`${day}T12:00:00`);
  return isValid(date) && fromDate(date) === day ? date : null;
}

function fromDate(date: Date): CalendarDay {
  return format(date, 'yyyy-MM-dd');
}

function requireDate(day: CalendarDay): Date {
  const date = toDate(day);
  if (date === null) throw new RangeError(`Not a calendar date: ${day}`);
  return date;
}

/** True when the text is a real calendar day written `YYYY-MM-DD` (no 30 February). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  return typeof value === 'string' && toDate(value) !== null;
}

// Building a formatter costs far more than using one, and the dashboard asks on every visit. The
// time zone comes from the browser, so the kept formatters are bounded. The runtime's own zone is
// read anew each time (it is set by TZ, which may change).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const MAX_KEPT_FORMATTERS = 64;

// en-CA formats as YYYY-MM-DD; an unknown time zone throws here, so it is never kept.
const newDayFormatter = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

function dayFormatterOf(timeZone: string | undefined): Intl.DateTimeFormat {
  if (timeZone === undefined) return newDayFormatter(undefined);
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = newDayFormatter(timeZone);
    if (dayFormatters.size >= MAX_KEPT_FORMATTERS) dayFormatters.clear();
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day of an instant in a time zone (default: the runtime's own), e.g. the applicant's today. */
export function calendarDayOf(instant: Date, timeZone?: string): CalendarDay {
  return dayFormatterOf(timeZone).format(instant);
}

/**
 * The same calendar day `years` later (or earlier, when negative). 29 February becomes 28 February in a
 * year without it: the earlier of the two candidates, so a deadline is never shown later than it is.
 */
export function addYearsToDay(day: CalendarDay, years: number): CalendarDay {
  return fromDate(addYears(requireDate(day), years));
}

/** The same calendar day `months` later; a day the month lacks (31st, 29 February) becomes its last day. */
export function addMonthsToDay(day: CalendarDay, months: number): CalendarDay {
  return fromDate(addMonths(requireDate(day), months));
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return requireDate(day).getDay();
}

/** The calendar day `days` after `day` (before it, when negative). */
export function addDaysToDay(day: CalendarDay, days: number): CalendarDay {
  return fromDate(addDays(requireDate(day), days));
}

/** Whole calendar days from `from` to `to`: 1 from a day to the next, negative when `to` is earlier. */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  return differenceInCalendarDays(requireDate(to), requireDate(from));
}

/** Completed years of age on `onDay`; a 29 February birthday counts on 28 February in other years. */
export function ageOn(birthDay: CalendarDay, onDay: CalendarDay): number {
  const birth = requireDate(birthDay);
  const on = requireDate(onDay);
  let age = on.getFullYear() - birth.getFullYear();
  if (fromDate(addYears(birth, age)) > onDay) age -= 1;
  return age;
}

/** A `YYYY-MM-DD` calendar day; `message` is the stable error key reported when it is not one. */
export function calendarDaySchema(message: string) {
  return z.string({ message }).trim().refine(isCalendarDay, { message });
}
