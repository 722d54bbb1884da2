import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDaysToDay,
  addYearsToDay,
  ageOn,
  calendarDayOf,
  calendarDaysBetween,
  isCalendarDay,
} from './calendar-date';

afterEach(() => {
  vi.unstubAllEnvs();
});

// Zones around the date line and with midnight DST changes, where parsing as UTC would shift a day.
const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'America/Santiago',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

describe('calendar days', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-02-30')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay('2025-01-01T00:00:00Z')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(isCalendarDay(20250101)).toBe(false);
  });

  it('adds years, turning 29 February into 28 February (the earlier day)', () => {
    expect(addYearsToDay('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYearsToDay('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYearsToDay('2024-02-28', 1)).toBe('2025-02-28');
    expect(addYearsToDay('2025-03-01', -1)).toBe('2024-03-01');
    expect(addYearsToDay('2025-12-31', 2)).toBe('2027-12-31');
  });

  it('counts calendar days, whatever the time zone of the runtime', () => {
    const offsets = new Set<number>();
    for (const zone of ZONES) {
      vi.stubEnv('TZ', zone);
      offsets.add(new Date(2026, 10, 21, 12).getTimezoneOffset());
      expect(calendarDaysBetween('2026-11-21', '2026-11-22'), zone).toBe(1);
      expect(calendarDaysBetween('2026-03-07', '2026-03-09'), zone).toBe(2);
      expect(calendarDaysBetween('2026-10-31', '2026-11-02'), zone).toBe(2);
      expect(calendarDaysBetween('2026-09-05', '2026-09-07'), zone).toBe(2);
      expect(calendarDaysBetween('2026-11-21', '2027-11-21'), zone).toBe(365);
      expect(calendarDaysBetween('2027-11-21', '2026-11-21'), zone).toBe(-365);
      expect(addYearsToDay('2024-02-29', 1), zone).toBe('2025-02-28');
      expect(addDaysToDay('2026-03-08', 1), zone).toBe('2026-03-09');
      expect(addDaysToDay('2025-03-01', -1), zone).toBe('2025-02-28');
    }
    // The runtime really changed zone each time.
    expect(offsets.size).toBe(ZONES.length);
  });

  it('gives the applicant’s own calendar day of an instant', () => {
    const instant = new Date('2026-11-21T03:00:00Z');
    expect(calendarDayOf(instant, 'UTC')).toBe('2026-11-21');
    expect(calendarDayOf(instant, 'America/Los_Angeles')).toBe('2026-11-20');
    expect(calendarDayOf(instant, 'America/New_York')).toBe('2026-11-20');
  });

  it('answers right in every time zone, more than it keeps formatters for, and refuses an unknown one each time', () => {
    const instant = new Date('2026-11-21T11:30:00Z');
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(100);
    for (const zone of [...zones, ...zones]) {
      const expected = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(
        instant,
      );
      expect(calendarDayOf(instant, zone), zone).toBe(expected);
    }
    expect(() => calendarDayOf(instant, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => calendarDayOf(instant, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('computes completed years of age', () => {
    expect(ageOn('2005-11-21', '2026-11-20')).toBe(20);
    expect(ageOn('2005-11-21', '2026-11-21')).toBe(21);
    expect(ageOn('2004-02-29', '2025-02-27')).toBe(20);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(21);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
    expect(ageOn('2026-11-21', '2026-11-21')).toBe(0);
  });
});
