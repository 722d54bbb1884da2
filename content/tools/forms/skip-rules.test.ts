import { describe, expect, it } from 'vitest';
import type { MappingFile } from './form-schema';
import { formatSkips, ruleApplies, skippedFields, skipProblems } from './skip-rules';

const mapping: MappingFile = {
  form: 'test',
  root: 'form1[0]',
  not_for_applicant: [],
  fields: {
    married: { check: 'family.married', when: 'no' },
    spouseName: { text: 'family.spouse_family_name' },
    child1Entry: { text: 'family.child_entry_date', item: 1, format: 'date' },
    child2Entry: { text: 'family.child_entry_date', item: 2, format: 'date' },
  },
  skips: [
    { rule: 'Not married: skip the spouse', if: 'family.married', is: 'no', reading: ['family.spouse_*'] },
    {
      rule: 'Child 2 abroad: skip the entry',
      if: 'family.child_in_us',
      is: 'no',
      item: 2,
      reading: ['family.child_entry_date'],
    },
  ],
};

describe('skip rules', () => {
  it('name the fields reading the answers they skip, of the loop item given', () => {
    expect(skippedFields(mapping, mapping.skips![0]!)).toEqual(['spouseName']);
    expect(skippedFields(mapping, mapping.skips![1]!)).toEqual(['child2Entry']);
  });

  it('apply only while the answer is one of those that skip', () => {
    const rule = mapping.skips![1]!;
    expect(
      ruleApplies(rule, (key, item) => (key === 'family.child_in_us' && item === 2 ? 'no' : undefined)),
    ).toBe(true);
    expect(ruleApplies(rule, () => 'yes')).toBe(false);
    expect(ruleApplies(rule, () => undefined)).toBe(false);
  });

  it('are refused when they name a field that is not mapped or skip nothing', () => {
    const broken: MappingFile = {
      ...mapping,
      skips: [{ rule: 'Nothing', if: 'family.married', is: 'no', fields: ['missing'], reading: ['other.x'] }],
    };
    expect(skipProblems(broken).map((problem) => problem.message)).toEqual([
      'skip rule "Nothing" names a field that is not mapped',
    ]);
    expect(
      skipProblems({ ...broken, skips: [{ rule: 'Empty', if: 'a.b', is: 'no', reading: ['x.y'] }] }),
    ).toEqual([{ field: 'skips Empty', message: 'leaves no mapped field empty' }]);
    expect(formatSkips('i-589', mapping)[0]).toBe(
      'forms/i-589: skip rule honoured: Not married: skip the spouse (when family.married is no: 1 field(s) left empty)',
    );
  });
});
