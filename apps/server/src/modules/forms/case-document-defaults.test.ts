import type { SavedFamilyMember } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { caseDocumentDefaults } from './question-defaults';

const member = (id: string, relationship: 'spouse' | 'child', firstName: string): SavedFamilyMember => ({
  id,
  relationship,
  firstName,
  lastName: 'Lopez',
  dateOfBirth: '2015-04-02',
  married: false,
  livesInUs: true,
});

const SPOUSE = '00000000-0000-4000-8000-000000000001';
const ANA = '00000000-0000-4000-8000-000000000002';
const LUIS = '00000000-0000-4000-8000-000000000003';
const FAMILY = [
  member(SPOUSE, 'spouse', 'Carlos'),
  member(ANA, 'child', 'Ana'),
  member(LUIS, 'child', 'Luis'),
];
const DOCUMENTS = {
  principal: { passport_number: 'P111', birth_cert_date: '1990-03-07' },
  derivatives: new Map([
    [
      SPOUSE,
      {
        passport_number: 'S222',
        marriage_date: '2012-06-30',
        marriage_city: 'San Salvador',
        marriage_country: 'SLV',
      },
    ],
    [ANA, { passport_number: 'A333' }],
    [LUIS, { i94_number: '44455566677' }],
  ]),
};

describe('the document values the legal questionnaire shows prefilled', () => {
  it('names the document each value comes from', () => {
    const defaults = caseDocumentDefaults(DOCUMENTS, FAMILY, new Map());
    expect(defaults).toContainEqual({ key: 'about_you.passport_number', value: 'P111', source: 'passport' });
    // No passport birth date: the birth certificate gives it.
    expect(defaults).toContainEqual({
      key: 'about_you.birth_date',
      value: '1990-03-07',
      source: 'birth_certificate',
    });
    expect(defaults).toContainEqual({
      key: 'family.spouse_passport_number',
      value: 'S222',
      source: 'passport',
    });
  });

  it('gives the marriage date and place from the certificate uploaded among the spouse documents', () => {
    const defaults = caseDocumentDefaults(DOCUMENTS, FAMILY, new Map());
    expect(defaults).toContainEqual({
      key: 'family.marriage_date',
      value: '2012-06-30',
      source: 'marriage_certificate',
    });
    expect(defaults).toContainEqual({
      key: 'family.marriage_place',
      value: 'San Salvador, El Salvador',
      source: 'marriage_certificate',
    });
  });

  it('gives each listed child their own documents, matched by name whatever the order', () => {
    const answers = new Map([
      ['family.child_given_name#1', 'Luis'],
      ['family.child_family_name#1', 'Lopez'],
      ['family.child_given_name#2', 'ana'],
      ['family.child_family_name#2', 'LOPEZ'],
    ]);
    const defaults = caseDocumentDefaults(DOCUMENTS, FAMILY, answers).filter(
      (item) => item.value !== undefined,
    );
    expect(defaults).toContainEqual({
      key: 'family.child_i94_number#1',
      value: '44455566677',
      source: 'i94',
    });
    expect(defaults).toContainEqual({
      key: 'family.child_passport_number#2',
      value: 'A333',
      source: 'passport',
    });
    expect(defaults.filter((item) => item.key === 'family.child_passport_number#1')).toEqual([]);
  });

  it('follows the family members in order before any child is listed, and leaves an unknown child alone', () => {
    const before = caseDocumentDefaults(DOCUMENTS, FAMILY, new Map()).filter(
      (item) => item.value !== undefined,
    );
    expect(before).toContainEqual({
      key: 'family.child_passport_number#1',
      value: 'A333',
      source: 'passport',
    });
    const stranger = new Map([
      ['family.child_given_name#1', 'Marta'],
      ['family.child_family_name#1', 'Lopez'],
    ]);
    const after = caseDocumentDefaults(DOCUMENTS, FAMILY, stranger).filter(
      (item) => item.value !== undefined,
    );
    expect(after.filter((item) => item.key.startsWith('family.child_'))).toEqual([]);
  });
});
