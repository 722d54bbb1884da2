import { describe, expect, it } from 'vitest';
import type { SavedFamilyMember } from '@camino/contracts';
import { type CaseKnowledge, caseOffers } from './case-offers';

const NOTHING: CaseKnowledge = {
  strategy: 'asylum',
  today: '2026-11-21',
  documents: [],
  screening: null,
  profile: null,
  account: null,
  derivatives: [],
  safeAddress: null,
  channels: { email: true, textMessages: true, letters: true },
};
const member = (overrides: Partial<SavedFamilyMember>): SavedFamilyMember => ({
  id: '8c2f1f0e-6f3a-4b8e-9a43-0c3f6d2f1a11',
  relationship: 'child',
  firstName: 'Sofia',
  lastName: 'Ramos',
  dateOfBirth: '2015-09-09',
  married: false,
  livesInUs: true,
  ...overrides,
});
const offered = (known: Partial<CaseKnowledge>, answers: Record<string, string> = {}) =>
  new Map(
    caseOffers({ ...NOTHING, ...known }, new Map(Object.entries(answers))).map((offer) => [offer.key, offer]),
  );

describe('what the case offers each legal question', () => {
  it('takes a document first, then My profile, then the account', () => {
    const offers = offered({
      documents: [{ key: 'about_you.given_name', value: 'MARIA JOSE', source: 'passport' }],
      profile: {
        name: 'Maria',
        lastName: 'Lopez',
        aNumber: null,
        dateOfBirth: '1990-01-02',
        gender: 'female',
      },
      account: { name: 'Mari', lastName: 'L', email: 'm@example.org', phone: null },
    });
    expect(offers.get('about_you.given_name')).toMatchObject({ value: 'MARIA JOSE', source: 'passport' });
    expect(offers.get('about_you.family_name')).toMatchObject({ value: 'Lopez', source: 'profile' });
    expect(offers.get('about_you.sex')).toMatchObject({ value: 'female', source: 'profile' });
  });

  it('offers the marital status already answered before the spouse added at payment', () => {
    const offers = offered(
      { derivatives: [member({ relationship: 'spouse', firstName: 'Jorge' })] },
      { 'about_you.marital_status': 'married' },
    );
    expect(offers.get('family.married')).toMatchObject({ value: 'yes', source: 'earlier_answer' });
    expect(offers.get('family.spouse_given_name')).toMatchObject({
      value: 'Jorge',
      source: 'family_members',
    });
  });

  it('asks for a safe mailing address, with no offer of a channel the applicant said is unsafe', () => {
    const offers = offered({
      strategy: 'vawasp',
      account: { name: 'Ana', lastName: 'Ruiz', email: 'ana@example.org', phone: '+12025550123' },
      channels: { email: false, textMessages: true, letters: false },
    });
    expect(offers.get('about_you.mailing_same')).toMatchObject({ value: 'no', source: 'safe_address' });
    expect(offers.has('contact.email')).toBe(false);
    expect(offers.get('contact.mobile_phone')).toMatchObject({ value: '+12025550123', source: 'account' });
  });

  it('lists a T visa applicant’s family members as the relatives to include', () => {
    const offers = offered({
      strategy: 'tvisa',
      derivatives: [member({}), member({ firstName: 'Mateo', dateOfBirth: '2012-01-01', livesInUs: false })],
    });
    expect(offers.get('family.include_family')).toMatchObject({ value: 'yes' });
    expect(offers.get('family.relative_given_name#2')).toMatchObject({ value: 'Mateo' });
    expect(offers.get('family.relative_in_us#2')).toMatchObject({ value: 'no' });
    expect(offers.get('family.child_given_name#1')).toMatchObject({ value: 'Sofia' });
  });

  it('works out whether asylum is filed late from the latest entry', () => {
    expect(offered({}, { 'about_you.entry_date#1': '2019-03-12' }).get('other.late_filing')).toMatchObject({
      value: 'yes',
    });
    expect(
      offered({}, { 'about_you.entry_date#1': '2019-03-12', 'about_you.entry_date#2': '2026-06-01' }).get(
        'other.late_filing',
      ),
    ).toMatchObject({ value: 'no' });
    expect(
      offered({ screening: { last_arrival_date: '2026-05-02' } }).get('other.late_filing'),
    ).toMatchObject({
      value: 'no',
    });
  });
});
