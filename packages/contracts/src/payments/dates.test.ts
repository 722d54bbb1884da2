import { describe, expect, it } from 'vitest';
import { addMonths, isIsoDate, monthlyDueDates } from './dates';

describe('calendar dates', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['2026-11-21T00:00:00Z', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-05-10', 0, '2026-05-10'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', 24, '2028-01-15'],
  ])('%s + %i months = %s', (start, months, expected) => {
    expect(addMonths(start, months)).toBe(expected);
  });

  it('counts every due date from the start, so the 31st comes back after February', () => {
    expect(monthlyDueDates('2026-01-31', 4)).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(monthlyDueDates('2027-12-31', 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(monthlyDueDates('2026-11-21', 0)).toEqual([]);
  });

  it('refuses a date that does not exist', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});
