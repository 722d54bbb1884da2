import type { SavedFamilyMember } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { laterWorkPermits } from './later-work-permits';
import { TVISA_APPLICANTS } from './tvisa-fixtures';

const DAY = '2026-11-25';

const member = (firstName: string, relationship: 'spouse' | 'child'): SavedFamilyMember =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    firstName,
    lastName: 'Lopez',
    dateOfBirth: '2015-04-02',
    relationship,
  }) as SavedFamilyMember;

describe('family members who ask for their work permit later', () => {
  it("lists a VAWA petitioner's children under (c)(31), after approval", () => {
    expect(laterWorkPermits('vawasp', new Map(), [member('Sofia', 'child')], DAY)).toEqual([
      { name: 'Sofia', category: '(c)(31)', when: 'after_approval' },
    ]);
    expect(laterWorkPermits('vawach', new Map(), [], DAY)).toEqual([]);
  });

  it('lists a T visa relative abroad who wants a work permit under (c)(25), after admission, and not one in the U.S.', () => {
    const values = new Map(TVISA_APPLICANTS.youngPrincipal);
    expect(laterWorkPermits('tvisa', values, [], DAY)).toEqual([]);
    values.set('family.relative_work_permit#1', 'yes'); // the mother, in Honduras
    values.set('family.relative_work_permit#2', 'yes'); // the sister, now in the U.S.
    values.set('family.relative_in_us#2', 'yes');
    expect(laterWorkPermits('tvisa', values, [], DAY)).toEqual([
      { name: 'Rosa', category: '(c)(25)', when: 'after_admission' },
    ]);
    expect(laterWorkPermits('asylum', values, [member('Sofia', 'child')], DAY)).toEqual([]);
  });
});
