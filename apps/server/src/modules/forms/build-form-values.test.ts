import type { SavedFamilyMember } from '@camino/contracts';
import type { Question } from '@camino/questionnaire';
import { WITHOUT_GROUP } from '@camino/questionnaire';
import { describe, expect, it } from 'vitest';
import type { NamedAnswers } from './build-form-values';
import { buildFormValues } from './build-form-values';

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
const CHILD = '00000000-0000-4000-8000-000000000002';

describe('the values a form is filled from', () => {
  it('lives at the address of a move recorded after filing, and keeps the safe mailing address apart', () => {
    const values = buildFormValues(null, {
      residence: { street: '12 New St', apartment: null, city: 'Austin', state: 'TX', zip: '78701' },
      contact: {
        safeAddress: { street: 'PO Box 9', city: 'Dallas', state: 'TX', zip: '75201' },
        channels: { email: false, textMessages: false },
      },
    });
    expect(values.get('about_you.street')).toBe('12 New St');
    expect(values.get('about_you.city')).toBe('Austin');
    expect(values.has('about_you.apartment')).toBe(false);
    expect(values.get('computed.notice_address.street')).toBe('PO Box 9');
    expect(values.get('computed.notice_address.city')).toBe('Dallas');
  });

  it('takes each family member and their confirmed documents where no answer says otherwise', () => {
    const values = buildFormValues(null, {
      documents: { passport_sex: 'F', birth_cert_city: 'Santa Ana', marriage_country: 'SLV' },
      derivatives: [member(SPOUSE, 'spouse', 'Carlos'), member(CHILD, 'child', 'Ana')],
      derivativeDocuments: new Map([
        [SPOUSE, { passport_number: 'S123', i94_admission_class: 'B2', i94_admission_date: '2025-06-10' }],
        [CHILD, { passport_number: 'K456', i94_number: '11122233344' }],
      ]),
    });
    expect(values.get('about_you.sex')).toBe('female');
    expect(values.get('about_you.birth_city')).toBe('Santa Ana');
    expect(values.get('family.marriage_place')).toBe('El Salvador');
    expect(values.get('family.spouse_given_name')).toBe('Carlos');
    expect(values.get('family.spouse_passport_number')).toBe('S123');
    expect(values.get('family.spouse_entry_status')).toBe('B2');
    expect(values.get('family.spouse_entry_date')).toBe('2025-06-10');
    expect(values.get('family.has_children')).toBe('yes');
    expect(values.get('family.child_given_name#1')).toBe('Ana');
    expect(values.get('family.child_passport_number#1')).toBe('K456');
    expect(values.get('family.child_i94_number#1')).toBe('11122233344');
    expect(values.get('computed.children_count')).toBe('1');
  });

  it('matches a child the applicant listed to their documents by name, whatever the order', () => {
    const child = (id: number, group: string) =>
      ({
        question_id: id,
        loop_group: group,
        parent_id: null,
        type: 'TEXT',
        properties: {},
      }) as unknown as Question;
    const named: NamedAnswers = {
      questions: [child(1, 'children'), child(2, 'children'), child(3, WITHOUT_GROUP)],
      names: new Map([
        [1, 'family.child_given_name'],
        [2, 'family.child_family_name'],
        [3, 'about_you.passport_number'],
      ]),
      answers: [
        { questionId: 1, loopId: 1, response: 'Luis' },
        { questionId: 2, loopId: 1, response: 'Lopez' },
        { questionId: 1, loopId: 2, response: 'Ana' },
        { questionId: 2, loopId: 2, response: 'Lopez' },
        { questionId: 3, loopId: 1, response: 'P999' },
      ],
    };
    const values = buildFormValues(named, {
      documents: { passport_number: 'P111' },
      derivatives: [member(CHILD, 'child', 'Ana')],
      derivativeDocuments: new Map([[CHILD, { passport_number: 'K456' }]]),
    });
    expect(values.get('about_you.passport_number')).toBe('P999');
    expect(values.get('family.child_passport_number#1')).toBeUndefined();
    expect(values.get('family.child_passport_number#2')).toBe('K456');
    expect(values.get('family.has_children')).toBeUndefined();
  });

  it('pads the A-Number to nine digits and takes the home address for mail unless another was given', () => {
    const values = buildFormValues(null, {
      profile: {
        name: 'Maria',
        lastName: 'Lopez',
        aNumber: '12345678',
        dateOfBirth: '1990-03-07',
        gender: 'female',
      },
    });
    expect(values.get('computed.a_number')).toBe('012345678');
    expect(values.get('computed.full_name')).toBe('Maria Lopez');
  });
});
