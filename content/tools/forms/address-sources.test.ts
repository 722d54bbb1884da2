import { describe, expect, it } from 'vitest';
import { addressProblems, formatAddresses } from './address-sources';
import { formIds, loadFormFolder } from './form-files';
import type { MappingFile } from './form-schema';

const mapping = (fields: MappingFile['fields'], addresses?: MappingFile['addresses']): MappingFile => ({
  form: 'test',
  root: 'form1[0]',
  not_for_applicant: [],
  fields,
  ...(addresses === undefined ? {} : { addresses }),
});

describe('address items', () => {
  it('every kept form declares the address of each address field, and the fields read only that one', async () => {
    for (const id of await formIds()) {
      const folder = await loadFormFolder(id);
      if (folder.mapping === undefined) continue;
      expect({ id, problems: addressProblems(folder.mapping) }).toEqual({ id, problems: [] });
    }
  }, 30_000);

  it('forms that ask both where the applicant lives and where USCIS writes name each source', async () => {
    const sources = async (id: string): Promise<string[]> =>
      ((await loadFormFolder(id)).mapping?.addresses ?? []).map((item) => `${item.item}: ${item.source}`);
    expect(await sources('i-589')).toEqual(['Part A.I, Item 8: residence', 'Part A.I, Item 9: safe']);
    expect(await sources('i-765')).toEqual(['Part 2, Item 5: notice', 'Part 2, Item 7: residence']);
    expect(await sources('i-192')).toEqual(['Part 2, Item 9: notice', 'Part 2, Item 10: residence']);
    expect(await sources('i-914')).toEqual(['Part 1, Item 3: residence', 'Part 1, Item 4: safe']);
    expect(await sources('i-360')).toContain('Part 3, Item 2: residence');
    expect(await sources('i-360')).toContain('Part 1, Item 7: safe');
  });

  it('refuses an address field outside any item, a field reading another address, and the raw mailing answers', () => {
    const problems = addressProblems(
      mapping(
        {
          home: { text: 'about_you.street' },
          mail: { text: 'about_you.mail_street' },
          notice: { text: 'computed.notice_address.street' },
          country: { value: 'USA', if: 'about_you.street' },
        },
        [{ item: 'Item 9', asks: 'mailing address', source: 'notice', fields: ['notice', 'country'] }],
      ),
    ).map((problem) => `${problem.field}: ${problem.message}`);
    expect(problems).toEqual([
      'home: prints the residence address but is in no address item',
      'mail: reads "about_you.mail_street" directly: an address field reads the residence, notice or safe address',
      'country: address item Item 9 is filled from the notice address, but the field is written when "about_you.street" is',
    ]);
  });

  it('prints each address item with its source and fields', () => {
    const lines = formatAddresses(
      'i-765',
      mapping({ street: { text: 'about_you.street' } }, [
        { item: 'Part 2, Item 7', asks: 'physical address', source: 'residence', fields: ['street'] },
      ]),
    );
    expect(lines).toEqual([
      'forms/i-765: address Part 2, Item 7 (physical address) ← residence: home address (where the applicant lives); fields: street',
    ]);
  });
});
