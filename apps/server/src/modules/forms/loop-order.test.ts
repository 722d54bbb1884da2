import { loadFormFolder } from '@camino/content';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fillForm } from './fill-form';
import { newestItem, orderLoops } from './loop-order';

const SCHOOLS = {
  rule: 'Part A.III, Item 3: beginning with the most recent',
  loop: ['background.school_name', 'background.school_from', 'background.school_to'],
  by: ['background.school_to', 'background.school_from'],
};

/** Schools typed oldest first, the first one stored without its item number. */
const typedOldestFirst = new Map([
  ['background.school_name', 'Primaria Central'],
  ['background.school_from', '1998-01-10'],
  ['background.school_to', '2004-11-20'],
  ['background.school_name#2', 'Instituto Nacional'],
  ['background.school_from#2', '2005-01-10'],
  ['background.school_to#2', '2010-11-20'],
  ['background.school_name#3', 'Universidad de San Carlos'],
  ['background.school_from#3', '2011-01-10'],
  ['about_you.family_name', 'Lopez'],
]);

describe('lists the form orders, most recent first', () => {
  it('renumbers the items by their dates, an unfinished one first, and keeps the other answers', () => {
    const ordered = orderLoops(typedOldestFirst, [SCHOOLS]);
    expect(['#1', '#2', '#3'].map((item) => ordered.get(`background.school_name${item}`))).toEqual([
      'Universidad de San Carlos',
      'Instituto Nacional',
      'Primaria Central',
    ]);
    expect(ordered.get('background.school_to#3')).toBe('2004-11-20');
    expect(ordered.has('background.school_to#1')).toBe(false);
    expect(ordered.has('background.school_name')).toBe(false);
    expect(ordered.get('about_you.family_name')).toBe('Lopez');
  });

  it('keeps the typed order of items with the same dates', () => {
    const same = new Map([
      ['background.school_name#1', 'A'],
      ['background.school_to#1', '2010-01-01'],
      ['background.school_name#2', 'B'],
      ['background.school_to#2', '2010-01-01'],
    ]);
    const ordered = orderLoops(same, [SCHOOLS]);
    expect([ordered.get('background.school_name#1'), ordered.get('background.school_name#2')]).toEqual([
      'A',
      'B',
    ]);
  });

  it('finds the most recent entry whatever its item number', () => {
    const entries = new Map([
      ['about_you.entry_date#1', '2019-05-01'],
      ['about_you.entry_date#2', '2023-02-14'],
      ['about_you.entry_date#3', '2021-07-30'],
    ]);
    expect(newestItem(entries, 'about_you.entry_date')).toBe(2);
  });

  it('prints the I-589 schools and the I-765 last arrival newest first when typed oldest first', async () => {
    const values = new Map([
      ...typedOldestFirst,
      ['background.school_type', 'primary'],
      ['background.school_type#2', 'secondary'],
      ['background.school_type#3', 'university'],
      ['about_you.entry_date#1', '2019-05-01'],
      ['about_you.entry_place#1', 'Hidalgo, TX'],
      ['about_you.entry_date#2', '2023-02-14'],
      ['about_you.entry_place#2', 'Laredo, TX'],
    ]);
    const read = async (form: string, name: string): Promise<string | undefined> => {
      const doc = await PDFDocument.load((await fillForm(await loadFormFolder(form), values)).pdf);
      const field = doc.getForm().getField(name);
      return field instanceof PDFTextField ? field.getText() : undefined;
    };
    expect(await read('i-589', 'form1[0].#subform[4].TextField13[30]')).toBe('University');
    expect(await read('i-589', 'form1[0].#subform[0].DateTimeField2[0]')).toBe('02/14/2023');
    expect(await read('i-765', 'form1[0].Page3[0].Line21_DateOfLastEntry[0]')).toBe('02/14/2023');
  });
});
