import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeadlineFacts } from './deadline';
import { computeDeadline, DEADLINE_NEAR_DAYS, deadlineFactsSchema, deadlineSchema } from './deadline';
import { DEADLINE_MESSAGES } from './deadline-messages';

const TODAY = '2026-11-21';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('asylum: one year from the last arrival', () => {
  it.each<[string, string, string, number, string, string]>([
    // [case, last arrival, deadline, days left, status, explanation]
    ['arrived today', '2026-11-21', '2027-11-21', 365, 'ok', 'asylumOk'],
    ['arrived 10 months ago: about 2 months left', '2026-01-21', '2027-01-21', 61, 'near', 'asylumNear'],
    ['exactly 91 days left', '2026-02-20', '2027-02-20', 91, 'ok', 'asylumOk'],
    ['exactly 90 days left', '2026-02-19', '2027-02-19', 90, 'near', 'asylumNear'],
    ['the anniversary is still on time', '2025-11-21', '2026-11-21', 0, 'near', 'asylumNear'],
    ['one day late', '2025-11-20', '2026-11-20', -1, 'passed', 'asylumPassed'],
    ['long ago', '2020-05-01', '2021-05-01', -2030, 'passed', 'asylumPassed'],
  ])('%s', (_case, lastArrivalDate, date, daysLeft, status, explanationKey) => {
    expect(computeDeadline({ strategy: 'asylum', facts: { lastArrivalDate }, today: TODAY })).toEqual({
      date,
      daysLeft,
      kind: 'asylum-one-year',
      status,
      explanationKey,
    });
  });

  it('keeps the near threshold where the table above puts it', () => {
    expect(DEADLINE_NEAR_DAYS).toBe(90);
  });

  it('moves 29 February to 28 February, the earlier day', () => {
    const facts = { lastArrivalDate: '2024-02-29' };
    expect(computeDeadline({ strategy: 'asylum', facts, today: '2025-02-28' })).toMatchObject({
      date: '2025-02-28',
      daysLeft: 0,
      status: 'near',
    });
    expect(computeDeadline({ strategy: 'asylum', facts, today: '2025-03-01' })).toMatchObject({
      date: '2025-02-28',
      daysLeft: -1,
      status: 'passed',
    });
  });

  it('counts days in the applicant’s calendar, whatever the runtime’s time zone', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'America/Santiago']) {
      vi.stubEnv('TZ', zone);
      // Crosses the U.S. daylight-saving change of 8 March 2026.
      expect(
        computeDeadline({
          strategy: 'asylum',
          facts: { lastArrivalDate: '2025-03-20' },
          today: '2026-03-01',
        }),
        zone,
      ).toMatchObject({ date: '2026-03-20', daysLeft: 19 });
    }
  });

  it('is unknown without an arrival date, or with a wrong one', () => {
    expect(computeDeadline({ strategy: 'asylum', facts: {}, today: TODAY })).toEqual({
      date: null,
      daysLeft: null,
      kind: 'none',
      status: 'unknown',
      explanationKey: 'asylumUnknown',
    });
    for (const lastArrivalDate of ['2026-11-22', '2026-02-30', '21/11/2026'])
      expect(computeDeadline({ strategy: 'asylum', facts: { lastArrivalDate }, today: TODAY })).toMatchObject(
        {
          status: 'unknown',
          explanationKey: 'datesInvalid',
        },
      );
  });

  it('refuses a today that is not a calendar day', () => {
    expect(() => computeDeadline({ strategy: 'asylum', facts: {}, today: '2026-11-21T10:00:00Z' })).toThrow(
      RangeError,
    );
  });
});

describe('VAWA spouse: two-year windows', () => {
  it.each<[string, DeadlineFacts, string | null, number | null, string, string, string]>([
    // [case, facts, deadline, days left, kind, status, explanation]
    ['divorce', { divorceDate: '2025-06-01' }, '2027-06-01', 192, 'vawa-divorce', 'ok', 'vawaSpouseOk'],
    [
      'abuser died',
      { abuserDeathDate: '2025-01-10' },
      '2027-01-10',
      50,
      'vawa-abuser-death',
      'near',
      'vawaSpouseNear',
    ],
    [
      'abuser lost status',
      { abuserStatusLossDate: '2024-11-20' },
      '2026-11-20',
      -1,
      'vawa-abuser-status-loss',
      'passed',
      'vawaSpousePassed',
    ],
    [
      'the earliest window wins',
      { divorceDate: '2025-06-01', abuserStatusLossDate: '2025-01-10', abuserDeathDate: '2025-08-01' },
      '2027-01-10',
      50,
      'vawa-abuser-status-loss',
      'near',
      'vawaSpouseNear',
    ],
    [
      'a divorce on 29 February',
      { divorceDate: '2024-02-29' },
      '2026-02-28',
      -266,
      'vawa-divorce',
      'passed',
      'vawaSpousePassed',
    ],
    ['still married', { stillMarried: true }, null, null, 'none', 'none', 'vawaSpouseNone'],
    [
      'still married, abuser lost status',
      { stillMarried: true, abuserStatusLossDate: '2025-12-01' },
      '2027-12-01',
      375,
      'vawa-abuser-status-loss',
      'ok',
      'vawaSpouseOk',
    ],
    ['nothing known', {}, null, null, 'none', 'unknown', 'vawaSpouseUnknown'],
    ['a future divorce', { divorceDate: '2027-01-01' }, null, null, 'none', 'unknown', 'datesInvalid'],
  ])('%s', (_case, facts, date, daysLeft, kind, status, explanationKey) => {
    expect(computeDeadline({ strategy: 'vawasp', facts, today: TODAY })).toEqual({
      date,
      daysLeft,
      kind,
      status,
      explanationKey,
    });
  });
});

describe('VAWA child: before 21, or before 25 when the abuse caused the delay', () => {
  it.each<[string, DeadlineFacts, string, number, string, string, string]>([
    [
      'turns 21 soon',
      { dateOfBirth: '2006-01-15' },
      '2027-01-14',
      54,
      'vawa-child-age-21',
      'near',
      'vawaChildNear',
    ],
    [
      'turns 21 in years',
      { dateOfBirth: '2010-05-05' },
      '2031-05-04',
      1625,
      'vawa-child-age-21',
      'ok',
      'vawaChildOk',
    ],
    [
      'already 21, no delay claimed',
      { dateOfBirth: '2005-06-01' },
      '2026-05-31',
      -174,
      'vawa-child-age-21',
      'passed',
      'vawaChildPassed',
    ],
    [
      'already 21, the abuse caused the delay',
      { dateOfBirth: '2005-06-01', abuseCausedDelay: true },
      '2030-05-31',
      1287,
      'vawa-child-age-25',
      'ok',
      'vawaChildDelayOk',
    ],
    [
      'the delay answered no',
      { dateOfBirth: '2005-06-01', abuseCausedDelay: false },
      '2026-05-31',
      -174,
      'vawa-child-age-21',
      'passed',
      'vawaChildPassed',
    ],
    [
      'already 25',
      { dateOfBirth: '2001-06-01', abuseCausedDelay: true },
      '2026-05-31',
      -174,
      'vawa-child-age-25',
      'passed',
      'vawaChildPassedFinal',
    ],
    [
      'born on 29 February',
      { dateOfBirth: '2008-02-29' },
      '2029-02-27',
      829,
      'vawa-child-age-21',
      'ok',
      'vawaChildOk',
    ],
    [
      'the parent lost status first',
      { dateOfBirth: '2010-05-05', abuserStatusLossDate: '2025-03-01' },
      '2027-03-01',
      100,
      'vawa-abuser-status-loss',
      'ok',
      'vawaChildStatusLossOk',
    ],
  ])('%s', (_case, facts, date, daysLeft, kind, status, explanationKey) => {
    expect(computeDeadline({ strategy: 'vawach', facts, today: TODAY })).toEqual({
      date,
      daysLeft,
      kind,
      status,
      explanationKey,
    });
  });

  it('is unknown without a date of birth', () => {
    expect(computeDeadline({ strategy: 'vawach', facts: {}, today: TODAY })).toMatchObject({
      status: 'unknown',
      explanationKey: 'vawaChildUnknown',
    });
  });
});

describe('T visa', () => {
  it('has no filing deadline', () => {
    expect(
      computeDeadline({ strategy: 'tvisa', facts: { lastArrivalDate: '2020-01-01' }, today: TODAY }),
    ).toEqual({
      date: null,
      daysLeft: null,
      kind: 'none',
      status: 'none',
      explanationKey: 'tVisaNone',
    });
  });
});

describe('shapes and texts', () => {
  it('matches its schema', () => {
    const deadline = computeDeadline({
      strategy: 'asylum',
      facts: { lastArrivalDate: '2026-01-21' },
      today: TODAY,
    });
    expect(deadlineSchema.parse(deadline)).toEqual(deadline);
  });

  it('parses facts and rejects non-days with a stable key', () => {
    expect(deadlineFactsSchema.parse({ lastArrivalDate: ' 2026-01-21 ' })).toEqual({
      lastArrivalDate: '2026-01-21',
    });
    const result = deadlineFactsSchema.safeParse({ lastArrivalDate: '2026-02-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('datesInvalid');
  });

  it('explains every key in both languages, without promises', () => {
    for (const [key, text] of Object.entries(DEADLINE_MESSAGES)) {
      expect(text.en.length, key).toBeGreaterThan(0);
      expect(text.es.length, key).toBeGreaterThan(0);
      expect(`${text.en} ${text.es}`, key).not.toMatch(/guarantee|will be approved|garantiza|será aprobad/i);
    }
  });
});
