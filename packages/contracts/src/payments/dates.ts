/**
 * Calendar dates as `YYYY-MM-DD` strings. Due dates are days, not instants, so no time zone can
 * move one; the arithmetic is done on year, month and day numbers.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month → Feb 28 or 29). */
export function addMonths(isoDate: string, months: number): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  const newDay = Math.min(day, daysInMonth(newYear, newMonth));
  return `${String(newYear).padStart(4, '0')}-${String(newMonth).padStart(2, '0')}-${String(newDay).padStart(2, '0')}`;
}

/**
 * The due dates of `count` monthly installments after `start`. Each is counted from `start`, not
 * from the previous one, so a plan started on the 31st comes back to the 31st after February.
 */
export function monthlyDueDates(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(start, index + 1));
}
