import { describe, expect, it } from 'vitest';
import { documentDefaultEntries } from './document-defaults';

describe('what a confirmed passport offers the legal questions', () => {
  it('offers every value the passport gives, the issue date too, each saying it came from the passport', () => {
    const entries = documentDefaultEntries(
      {
        passport_number: 'G12345678',
        passport_country: 'GTM',
        passport_issue_date: '2019-05-02',
        passport_expiry_date: '2029-05-01',
        passport_given_names: 'MARIA JOSE',
        passport_family_name: 'LOPEZ',
        passport_birth_date: '1990-03-09',
        passport_sex: 'F',
        passport_nationality: 'GTM',
      },
      'principal',
    );
    const offered = new Map(
      entries.filter((entry) => entry.value !== undefined).map((entry) => [entry.key, entry]),
    );
    expect(offered.get('about_you.passport_issued')).toEqual({
      key: 'about_you.passport_issued',
      value: '2019-05-02',
      source: 'passport',
    });
    for (const key of [
      'about_you.passport_number',
      'about_you.passport_country',
      'about_you.passport_expiry',
      'about_you.given_name',
      'about_you.family_name',
      'about_you.birth_date',
      'about_you.sex',
      'about_you.nationality',
    ])
      expect(offered.get(key)?.source, key).toBe('passport');
    expect(offered.get('about_you.nationality')?.value).toBe('GTM');
    // The passport's one given-names field is offered as a first name and a middle name, to confirm.
    expect(offered.get('about_you.given_name')?.value).toBe('MARIA');
    expect(offered.get('about_you.middle_name')).toEqual({
      key: 'about_you.middle_name',
      value: 'JOSE',
      source: 'passport',
    });
  });
});
