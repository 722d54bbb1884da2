import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../workspace/calendar-date';
import {
  addressChangeDueBy,
  afterFilingTimeline,
  amountOn,
  annualFeeYears,
  workPermitDates,
  workPermitValidity,
} from './dates';

/** As content/filing/government-fees.yaml lists the Annual Asylum Fee. */
const FEES = [
  { from: '2024-10-01', amount: 100 },
  { from: '2026-01-01', amount: 102 },
];

describe('the asylum work permit clock', () => {
  it('opens on day 150 and cannot be granted before day 180', () => {
    expect(workPermitDates('2026-01-15')).toEqual({
      fileFrom: '2026-06-14',
      grantNoEarlierThan: '2026-07-14',
    });
  });

  it('counts a weekend receipt date as printed, without moving it to Monday', () => {
    expect(weekdayOf('2026-03-07')).toBe(6);
    expect(workPermitDates('2026-03-07').fileFrom).toBe('2026-08-04');
    expect(workPermitDates('2026-03-08').fileFrom).toBe('2026-08-05');
  });

  it('counts 29 February in a leap year', () => {
    // 2028 is a leap year: 150 days from 1 February 2028 is 30 June, not 1 July.
    expect(workPermitDates('2028-02-01').fileFrom).toBe('2028-06-30');
    expect(workPermitDates('2027-02-01').fileFrom).toBe('2027-07-01');
    expect(workPermitDates('2028-02-29')).toEqual({
      fileFrom: '2028-07-28',
      grantNoEarlierThan: '2028-08-27',
    });
  });

  it('crosses a year end', () => {
    expect(workPermitDates('2026-10-01')).toEqual({
      fileFrom: '2027-02-28',
      grantNoEarlierThan: '2027-03-30',
    });
  });
});

describe('the work permit card and its renewal', () => {
  it('lasts 18 months less a day and can be renewed 180 days before it ends', () => {
    expect(workPermitValidity('2026-07-14')).toEqual({ validUntil: '2028-01-13', renewFrom: '2027-07-17' });
  });

  it('ends on 28 February when 18 months land on a 29 February that is missing', () => {
    // 31 August 2025 + 18 months = 28 February 2027 (no 29th); less a day.
    expect(workPermitValidity('2025-08-31').validUntil).toBe('2027-02-27');
    // In a leap year the 29th exists: 31 August 2026 + 18 months = 29 February 2028.
    expect(workPermitValidity('2026-08-31').validUntil).toBe('2028-02-28');
    expect(workPermitValidity('2026-09-01').validUntil).toBe('2028-02-29');
  });
});

describe('the Annual Asylum Fee', () => {
  it('takes the amount in force on a day', () => {
    expect(amountOn(FEES, '2024-09-30')).toBeNull();
    expect(amountOn(FEES, '2025-12-31')).toBe(100);
    expect(amountOn(FEES, '2026-01-01')).toBe(102);
  });

  it('is not owed by an application filed before 1 October 2024', () => {
    expect(annualFeeYears('2024-09-30', '2027-01-01', FEES)).toEqual([]);
  });

  it('shows only the first year, still to come, during the first year pending', () => {
    expect(annualFeeYears('2026-03-01', '2026-03-02', FEES)).toEqual([
      { year: 1, dueFrom: '2027-03-01', amount: 102 },
    ]);
  });

  it('charges a case pending across two fee years the old amount, then the new one', () => {
    expect(annualFeeYears('2024-11-01', '2026-11-01', FEES)).toEqual([
      { year: 1, dueFrom: '2025-11-01', amount: 100 },
      { year: 2, dueFrom: '2026-11-01', amount: 102 },
      { year: 3, dueFrom: '2027-11-01', amount: 102 },
    ]);
  });

  it('counts 365 days pending across a 29 February, then keeps that anniversary', () => {
    // 365 days from 1 March 2027 is 29 February 2028; its anniversaries fall back to 28 February.
    const years = annualFeeYears('2027-03-01', '2029-03-01', FEES);
    expect(years.map((y) => y.dueFrom)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28']);
  });
});

describe('a move', () => {
  it('is reported within 10 days, across a month end', () => {
    expect(addressChangeDueBy('2026-12-28')).toBe('2027-01-07');
    expect(addressChangeDueBy('2028-02-25')).toBe('2028-03-06');
  });
});

describe('the timeline', () => {
  const asylum = {
    strategy: 'asylum' as const,
    receiptDate: '2026-01-15',
    biometricsDate: null,
    interviewDate: null,
  };

  it('puts the receipt first, counted days in order, and what only a notice can date last', () => {
    const timeline = afterFilingTimeline(asylum, '2026-02-01', FEES);
    expect(timeline.map((item) => [item.id, item.state, item.day])).toEqual([
      ['receipt', 'done', '2026-01-15'],
      ['work-permit-file', 'next', '2026-06-14'],
      ['work-permit-grant', 'later', '2026-07-14'],
      ['annual-fee', 'later', '2027-01-15'],
      ['biometrics', 'later', null],
      ['interview', 'later', null],
      ['decision', 'later', null],
    ]);
    expect(timeline[1]!.daysFromToday).toBe(133);
  });

  it('makes a recorded biometrics day the next thing, and the work permit something to do once reached', () => {
    const timeline = afterFilingTimeline({ ...asylum, biometricsDate: '2026-06-20' }, '2026-06-14', FEES);
    expect(timeline.slice(0, 3).map((item) => [item.id, item.state])).toEqual([
      ['receipt', 'done'],
      ['work-permit-file', 'now'],
      ['biometrics', 'next'],
    ]);
  });

  it('leaves an earlier fee year behind once the next one is reached', () => {
    const timeline = afterFilingTimeline({ ...asylum, receiptDate: '2024-11-01' }, '2026-11-02', FEES).filter(
      (item) => item.id === 'annual-fee',
    );
    expect(timeline.map((item) => [item.fee?.year, item.state, item.fee?.amount])).toEqual([
      [1, 'past', 100],
      [2, 'now', 102],
      [3, 'next', 102],
    ]);
  });

  it('has no work permit or yearly fee for VAWA and the T visa', () => {
    for (const strategy of ['vawasp', 'vawach', 'tvisa'] as const) {
      const ids = afterFilingTimeline({ ...asylum, strategy }, '2027-06-01', FEES).map((item) => item.id);
      expect(ids).toEqual(['receipt', 'biometrics', 'interview', 'decision']);
    }
  });
});
