import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropdownOption, fillForm } from './fill-form';
import { formCopies, tvisaRelativeEligible, valuesForCopy } from './form-copies';
import type { FormTemplate } from './form-templates';
import { TVISA_APPLICANTS } from './tvisa-fixtures';
import { computeTvisaValues } from './tvisa-values';

let supA: FormFolder;
let i914: FormFolder;
beforeAll(async () => {
  [supA, i914] = await Promise.all([loadFormFolder('i-914supa'), loadFormFolder('i-914')]);
});

const NOW = new Date('2026-11-25T15:00:00Z');
const DAY = '2026-11-25';
const asTemplate = (folder: FormFolder): FormTemplate => ({ ...folder, pages: [], noticePages: [] });

/** A principal born on `birth` with one relative, given as the questionnaire stores them. */
function withRelative(birth: string, relative: Record<string, string>): Map<string, string> {
  const values = new Map([
    ['about_you.birth_date', birth],
    ['family.include_family', 'yes'],
  ]);
  for (const [question, value] of Object.entries(relative))
    values.set(`family.relative_${question}#1`, value);
  return values;
}

describe('who a T visa principal may include (Supplement A)', () => {
  const cases: [string, string, Record<string, string>, boolean][] = [
    ['a spouse, at any age', '1980-01-01', { relationship: 'spouse', married: 'yes' }, true],
    [
      'an unmarried child of 20',
      '1980-01-01',
      { relationship: 'child', birth_date: '2006-06-01', married: 'no' },
      true,
    ],
    [
      'a child of 21',
      '1980-01-01',
      { relationship: 'child', birth_date: '2005-11-25', married: 'no' },
      false,
    ],
    [
      'a married child',
      '1980-01-01',
      { relationship: 'child', birth_date: '2010-01-01', married: 'yes' },
      false,
    ],
    ['a parent of a principal of 19', '2007-05-01', { relationship: 'parent', danger: 'no' }, true],
    [
      'a parent of a principal of 21, not in danger',
      '2005-11-25',
      { relationship: 'parent', danger: 'no' },
      false,
    ],
    [
      'a parent of a principal of 30 in danger of retaliation',
      '1996-01-01',
      { relationship: 'parent', danger: 'yes' },
      true,
    ],
    [
      'a divorced son of 20 of a principal of 40',
      '1986-01-01',
      { relationship: 'child', birth_date: '2006-01-01', married: 'divorced', danger: 'no' },
      true,
    ],
    [
      'a sister of 17 of a principal of 20',
      '2006-01-01',
      { relationship: 'sibling', birth_date: '2009-01-01', married: 'no', danger: 'no' },
      true,
    ],
    [
      'a sister of 18 of a principal of 20',
      '2006-01-01',
      { relationship: 'sibling', birth_date: '2008-11-25', married: 'no', danger: 'yes' },
      false,
    ],
    [
      'a brother of 15 of a principal of 25, not in danger',
      '2001-01-01',
      { relationship: 'sibling', birth_date: '2011-01-01', married: 'no', danger: 'no' },
      false,
    ],
    [
      'a brother of 15 of a principal of 25 in danger',
      '2001-01-01',
      { relationship: 'sibling', birth_date: '2011-01-01', married: 'no', danger: 'yes' },
      true,
    ],
  ];
  it.each(cases)('%s: %s', (_label, birth, relative, eligible) => {
    expect(tvisaRelativeEligible(withRelative(birth, relative), 1, DAY)).toBe(eligible);
  });

  it('gives a principal of 19 one Supplement A for her mother and one for her sister of 15', () => {
    const copies = formCopies([asTemplate(i914), asTemplate(supA)], TVISA_APPLICANTS.youngPrincipal, NOW);
    expect(copies.map((copy) => [copy.id, copy.name ?? null])).toEqual([
      ['i-914', null],
      ['i-914supa-1', 'Rosa Cruz'],
      ['i-914supa-2', 'Lucia Ramirez Cruz'],
    ]);
  });

  it('leaves out the mother once the principal is 21 and no one is in danger, and counts nobody without relatives', () => {
    const values = new Map(TVISA_APPLICANTS.youngPrincipal);
    values.set('about_you.birth_date', '2004-01-01');
    values.set('family.relative_danger#1', 'no');
    values.set('family.relative_danger#2', 'no');
    expect(formCopies([asTemplate(supA)], values, NOW)).toEqual([]);
    expect(formCopies([asTemplate(supA)], TVISA_APPLICANTS.traumaExcused, NOW)).toEqual([]);
  });

  it("fills each copy with its own relative's answers and reads every filled field back", async () => {
    const [mother, sister] = formCopies([asTemplate(supA)], TVISA_APPLICANTS.youngPrincipal, NOW);
    const F = 'form1[0].#subform';
    const read = async (copy: NonNullable<typeof mother>) => {
      const filled = await fillForm(supA, valuesForCopy(TVISA_APPLICANTS.youngPrincipal, copy));
      const doc = await PDFDocument.load(filled.pdf);
      const fields = new Map<string, string | boolean>();
      for (const field of doc.getForm().getFields()) {
        if (field instanceof PDFTextField) fields.set(field.getName(), field.getText() ?? '');
        if (field instanceof PDFCheckBox) fields.set(field.getName(), field.isChecked());
        if (field instanceof PDFDropdown) fields.set(field.getName(), field.getSelected()[0] ?? '');
      }
      for (const [name, value] of filled.filled) {
        const read = fields.get(name);
        // Text reads back as written; a dropdown holds the option its code names ('B2' selects 'B2 - ...').
        if (typeof value === 'string' && typeof read === 'string')
          expect(dropdownOption([read], value), name).toBe(read);
        else expect(read, name).toEqual(value);
      }
      return fields;
    };
    const first = await read(mother!);
    expect(first.get(`${F}[0].pAFamilyMember[2]`)).toBe(true); // parent
    expect(first.get(`${F}[0].FamilyName[0]`)).toBe('CRUZ');
    expect(first.get(`${F}[0].GivenName[0]`)).toBe('ROSA');
    expect(first.get(`${F}[0].P2Line1_FamilyName[0]`)).toBe('RAMIREZ CRUZ'); // the principal
    expect(first.get(`${F}[0].P2Line4_I914Status[1]`)).toBe(true); // filed together
    expect(first.get(`${F}[2].P3_Line2_DateOfBirth[0]`)).toBe('09/10/1984');
    expect(first.get(`${F}[2].Q1_no[0]`)).toBe(true); // not in the U.S.
    expect(first.get(`${F}[2].Part4_21c_State_or_ForeignCountry[0]`)).toBe('Honduras');
    // What Supplement A asks of each relative beyond who they are.
    expect(first.get(`${F}[1].P4_Line1_FamilyName[0]`)).toBe('CRUZ MEJIA'); // 2. other names
    expect(first.get(`${F}[1].P4_Line9_MaritalStatus[2]`)).toBe(true); // 9. widowed
    expect(first.get(`${F}[1].P4_Line9_MaritalStatus[1]`)).toBe(false);
    expect(first.get(`${F}[1].P4_Line1_FamilyName[1]`)).toBe('RAMIREZ'); // 10.A former spouse
    expect(first.get(`${F}[1].Line1_GivenName[1]`)).toBe('JOSE');
    expect(first.get(`${F}[1].Line16_ExpDate[0]`)).toBe('07/20/2015'); // 10.B
    expect(first.get(`${F}[2].Line11_CityTown[0]`)).toBe('Tegucigalpa'); // 10.C
    expect(first.get(`${F}[2].P2_Line11_Country[0]`)).toBe('Honduras');
    expect(first.get(`${F}[2].P4_Line10D_MaririageEnded[2]`)).toBe(true); // 10.D widowed
    expect(first.get(`${F}[2].Line11_CityTown[1]`)).toBe('Comayagua'); // 12. place of birth
    expect(first.get(`${F}[2].P2_Line11_StateProvince[0]`)).toBe('Comayagua');
    expect(first.get(`${F}[2].Part2Line13_PassportorTravDoc[0]`)).toBe('G1234567'); // 14.
    expect(first.get(`${F}[2].Line_CountryOfIssuance[0]`)).toBe('Honduras'); // 15.
    expect(first.get(`${F}[2].Line15_IssuedDate[0]`)).toBe('05/02/2019'); // 16.
    expect(first.get(`${F}[2].Line16_ExpDate[1]`)).toBe('05/01/2029'); // 17.
    expect(first.get(`${F}[2].Pt4Line21A_Checkbox[1]`)).toBe(true); // 21.A consulate
    expect(first.get(`${F}[2].Line21B_CityorTown[0]`)).toBe('Tegucigalpa');
    expect(first.get(`${F}[3].Pt3Line21D_StreetNumberName[0]`)).toBe('Colonia Kennedy, Bloque 4'); // 21.D
    expect(first.get(`${F}[3].Pt3Line21D_Province[0]`)).toBe('Francisco Morazan');
    expect(first.get(`${F}[3].Pt3Line21D_PostalCode[0]`)).toBe('11101');
    expect(first.get(`${F}[3].Line22A_CityTown[0]`)).toBe('Houston'); // 22. an earlier visit
    expect(first.get(`${F}[3].Line22B_DateofLastEntry[0]`)).toBe('06/01/2012');
    expect(first.get(`${F}[3].Line22_IssuedDate[0]`)).toBe('11/30/2012');
    expect(first.get(`${F}[3].P4_Line22A_State[0]`)).toBe('TX');
    expect(first.get(`${F}[3].Line22_CurrentNon[0]`)).toMatch(/^B2 - /); // 22.D a visitor then
    expect(first.get(`${F}[3].Q25[1]`)).toBe(true); // 25. no work permit from abroad
    // Part 4: the one item chosen is Yes, and every other item is No.
    expect(first.get(`${F}[7].pELine9eYesNo[0]`)).toBe(true); // 9.E denied a visa
    expect(first.get(`${F}[7].pELine9eYesNo[1]`)).toBe(false);
    const firstPart4 = [...first.keys()].filter((name) => /pELine\w+YesNo\[[01]\]$/.test(name));
    expect(firstPart4).toHaveLength(116);
    for (const name of firstPart4) {
      const yes = name.endsWith('[0]');
      const chosen = name.startsWith(`${F}[7].pELine9eYesNo`);
      expect(first.get(name), name).toBe(yes === chosen);
    }
    const second = await read(sister!);
    expect(second.get(`${F}[0].pAFamilyMember[3]`)).toBe(true); // sibling under 18
    expect(second.get(`${F}[0].pAFamilyMember[2]`)).toBe(false);
    expect(second.get(`${F}[0].GivenName[0]`)).toBe('LUCIA');
    expect(second.get(`${F}[2].P3_Line2_DateOfBirth[0]`)).toBe('03/02/2011');
    expect(second.get(`${F}[1].P4_Line9_MaritalStatus[1]`)).toBe(true); // single
    const part4No = [...second.keys()].filter((name) => /pELine\w+YesNo\[1\]$/.test(name));
    expect(part4No).toHaveLength(58);
    for (const name of part4No) expect(second.get(name), name).toBe(true);
  });

  it.each([
    ['not answered yet', undefined],
    ['a yes with no item chosen', 'yes'],
  ])('leaves the Part 4 No boxes blank for a relative whose record is %s', async (_label, record) => {
    const values = new Map(
      [...TVISA_APPLICANTS.youngPrincipal].filter(
        ([key]) => !key.startsWith('family.relative_record') && !key.startsWith('computed.relative_record'),
      ),
    );
    if (record !== undefined) values.set('family.relative_record#1', record);
    computeTvisaValues(values);
    const [mother] = formCopies([asTemplate(supA)], values, NOW);
    const filled = await fillForm(supA, valuesForCopy(values, mother!));
    const part4 = [...filled.filled.keys()].filter((name) => /pELine\w+YesNo\[1\]$/.test(name));
    expect(part4).toEqual([]);
  });
});
