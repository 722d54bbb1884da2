import { describe, expect, it } from 'vitest';
import type { AnswersByName } from '../outcome/answers';
import { checkScreening } from './check-screening';
import type { LegalAnswer } from './restatements';
import { screeningOffers } from './screening-offers';

const TODAY = '2026-11-21';
const legalOf =
  (values: Record<string, string>): LegalAnswer =>
  (key, item) =>
    values[item === undefined ? key : `${key}#${item}`] ?? (item === 1 ? values[key] : undefined);

const SCREENED: AnswersByName = {
  in_removal_proceedings: ['no'],
  prior_removal_order: ['no'],
  arrests: ['no'],
  prior_filing: ['no'],
};
const ASYLUM: AnswersByName = {
  ...SCREENED,
  fear_situation: ['yes'],
  asylum_in_us: ['yes'],
  asylum_grounds: ['political_opinion'],
  last_arrival_date: '2026-05-02',
  asylum_harmed_others: ['no'],
  asylum_armed_groups: ['no'],
  asylum_other_country_status: ['no'],
  asylum_border_entry: ['no'],
  harm_situation: ['no'],
};

describe('the screening read again with the legal answers', () => {
  it('an arrival years earlier than the one screened: the late-filing reason now holds', () => {
    const check = checkScreening(
      'asylum',
      ASYLUM,
      legalOf({ 'about_you.entry_date#1': '2019-03-12' }),
      TODAY,
    );
    expect(check.changes).toEqual([
      {
        fact: 'last_arrival_date',
        asked: 'about_you.entry_date',
        screening: '2026-05-02',
        now: '2019-03-12',
      },
    ]);
    expect(check.reasons).toEqual(['asylum-deadline-passed-no-exception']);
    expect(check.answers.last_arrival_date).toBe('2019-03-12');
  });

  it('the last arrival is the latest entry, whatever order the entries were typed in', () => {
    const legal = legalOf({ 'about_you.entry_date#1': '2018-01-10', 'about_you.entry_date#2': '2026-06-01' });
    const check = checkScreening('asylum', ASYLUM, legal, TODAY);
    expect(check.answers.last_arrival_date).toBe('2026-06-01');
    expect(check.reasons).toEqual([]);
  });

  it('the same value given twice changes nothing', () => {
    const check = checkScreening(
      'asylum',
      ASYLUM,
      legalOf({ 'about_you.entry_date#1': '2026-05-02' }),
      TODAY,
    );
    expect(check).toMatchObject({ changes: [], reasons: [] });
  });

  it('a court case told in the legal questions is the screening stop it would have been', () => {
    for (const [strategy, legal] of [
      ['asylum', { 'about_you.court': 'now' }],
      ['vawasp', { 'background.removal_proceedings': 'yes' }],
      ['tvisa', { 'admissibility.proceedings_pending': 'yes' }],
    ] as const) {
      expect(checkScreening(strategy, SCREENED, legalOf(legal), TODAY).reasons, strategy).toContain(
        'in-removal-proceedings',
      );
    }
  });

  it('a VAWA spouse who said "still married" and now tells a divorce three years ago', () => {
    const screening = { ...SCREENED, vawasp_still_married: ['yes'] };
    const legal = legalOf({
      'relationship.marriage_now': 'divorced',
      'relationship.marriage_end_date': '2023-06-01',
      'relationship.remarried': 'no',
    });
    const check = checkScreening('vawasp', screening, legal, TODAY);
    // Remarriage was never asked at screening and decides nothing here: it is not named as a change.
    expect(check.changes.map((change) => change.fact)).toEqual([
      'vawasp_still_married',
      'vawasp_divorced',
      'vawasp_divorce_date',
    ]);
    expect(check.answers.vawasp_remarried).toEqual(['no']);
    expect(check.reasons).toContain('vawasp-marriage-ended-over-two-years');
  });

  it('a fact the screener never asked is no change, unless it changes what the check decided', () => {
    // The T-visa screener does not ask the arrival date: telling it in the legal questions changes nothing.
    const arrival = checkScreening(
      'tvisa',
      SCREENED,
      legalOf({ 'about_you.entry_date#1': '2021-04-10' }),
      TODAY,
    );
    expect(arrival.changes).toEqual([]);
    expect(arrival.reasons).toEqual([]);
    expect(arrival.answers.last_arrival_date).toBe('2021-04-10');

    // A court case the screener did not ask about, now told, is named with the stop it brings.
    const { in_removal_proceedings: _unasked, ...withoutCourt } = SCREENED;
    const court = checkScreening(
      'tvisa',
      withoutCourt,
      legalOf({ 'admissibility.proceedings_pending': 'yes', 'about_you.entry_date#1': '2021-04-10' }),
      TODAY,
    );
    expect(court.reasons).toContain('in-removal-proceedings');
    expect(court.changes.map((change) => change.fact)).toEqual(['in_removal_proceedings']);
  });

  it('a question asked more widely than the screener does not restate it', () => {
    const check = checkScreening('asylum', ASYLUM, legalOf({ 'other.crimes': 'yes' }), TODAY);
    expect(check).toMatchObject({ changes: [], reasons: [] });
  });
});

describe('screening answers offered to the legal questions', () => {
  it('offers the arrival date where each case type asks it', () => {
    expect(screeningOffers('asylum', ASYLUM)).toContainEqual({
      key: 'about_you.entry_date#1',
      value: '2026-05-02',
    });
    expect(screeningOffers('vawasp', { last_arrival_date: '2020-01-02' })).toContainEqual({
      key: 'about_you.last_arrival_date',
      value: '2020-01-02',
    });
  });

  it('offers a VAWA spouse the marriage as the screener told it, asked once', () => {
    const offers = screeningOffers('vawasp', {
      ...SCREENED,
      vawasp_still_married: ['no'],
      vawasp_divorced: ['yes'],
      vawasp_divorce_date: '2025-08-01',
      vawasp_remarried: ['no'],
      safe_to_email: ['no'],
    });
    expect(offers).toEqual(
      expect.arrayContaining([
        { key: 'relationship.marriage_now', value: 'divorced' },
        { key: 'relationship.marriage_end_date', value: '2025-08-01' },
        { key: 'relationship.remarried', value: 'no' },
        { key: 'about_you.marital_status', value: 'divorced' },
        { key: 'contact.email_ok', value: 'no' },
      ]),
    );
  });

  it('offers nothing for "not sure"', () => {
    expect(screeningOffers('vawasp', { in_removal_proceedings: ['not_sure'] })).toEqual([]);
  });
});
