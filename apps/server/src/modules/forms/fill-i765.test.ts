import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillForm } from './fill-form';
import { FIXTURE_APPLICANTS } from './test-fixtures';

let i765: FormFolder;
beforeAll(async () => {
  i765 = await loadFormFolder('i-765');
});

const F = 'form1[0].';

async function fillAndRead(values: ReadonlyMap<string, string>) {
  const filled = await fillForm(i765, values);
  const doc = await PDFDocument.load(filled.pdf);
  const read = new Map<string, string | boolean>();
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) read.set(field.getName(), field.getText() ?? '');
    if (field instanceof PDFCheckBox) read.set(field.getName(), field.isChecked());
    if (field instanceof PDFDropdown) read.set(field.getName(), field.getSelected()[0] ?? '');
  }
  for (const [field, value] of filled.filled) expect(read.get(field), field).toEqual(value);
  return { filled, read, fields: doc.getForm().getFields().length };
}

describe('filling the I-765 for category (c)(8)', () => {
  it('fills the asylum answers and the work permit answers, each box by its printed item', async () => {
    const { read, filled, fields } = await fillAndRead(FIXTURE_APPLICANTS.workPermit!);
    expect(fields).toBe(161);
    expect(read.get(`${F}Page1[0].Part1_Checkbox[0]`)).toBe(true);
    expect(read.get(`${F}Page1[0].Line1a_FamilyName[0]`)).toBe('LOPEZ GARCIA');
    expect(read.get(`${F}Page1[0].Line3a_FamilyName[1]`)).toBe('PEREZ');
    expect(read.get(`${F}Page2[0].Line4b_StreetNumberName[0]`)).toBe('100 Main St');
    expect(read.get(`${F}Page2[0].Pt2Line5_Unit[2]`)).toBe(true);
    expect(read.get(`${F}Page2[0].Pt2Line5_State[0]`)).toBe('TX');
    expect(read.get(`${F}Page2[0].Part2Line5_Checkbox[1]`)).toBe(true);
    expect(read.get(`${F}Page2[0].Line7_AlienNumber[0]`)).toBe('012345678');
    expect(read.get(`${F}Page2[0].Line9_Checkbox[0]`)).toBe(true); // female
    expect(read.get(`${F}Page2[0].Line9_Checkbox[1]`)).toBe(false);
    expect(read.get(`${F}Page2[0].Line10_Checkbox[2]`)).toBe(true); // single
    expect(read.get(`${F}Page2[0].Line19_Checkbox[0]`)).toBe(true); // never filed an I-765
    expect(read.get(`${F}Page2[0].Line17a_CountryOfBirth[0]`)).toBe('El Salvador');
    expect(read.get(`${F}Page3[0].Line18c_CountryOfBirth[0]`)).toBe('El Salvador');
    expect(read.get(`${F}Page3[0].Line19_DOB[0]`)).toBe('03/07/1990');
    expect(read.get(`${F}Page3[0].Line21_DateOfLastEntry[0]`)).toBe('06/10/2025');
    expect(read.get(`${F}Page3[0].Line20d_CountryOfIssuance[0]`)).toBe('El Salvador');
    expect(read.get(`${F}Page3[0].#area[1].section_1[0]`)).toBe('c');
    expect(read.get(`${F}Page3[0].#area[1].section_2[0]`)).toBe('8');
    expect(read.get(`${F}Page3[0].PtLine29_YesNo[1]`)).toBe(true); // never arrested
    expect(read.get(`${F}Page4[0].Pt3Line1Checkbox[0]`)).toBe(true); // an interpreter read it
    expect(read.get(`${F}Page4[0].Pt3Line1b_Language[0]`)).toBe('Spanish');
    expect(read.get(`${F}Page4[0].Pt3Line3_DaytimePhoneNumber1[0]`)).toBe('7135550100');
    expect(read.get(`${F}Page4[0].Pt3Line4_MobileNumber1[0]`)).toBe('7135550199');
    expect(read.get(`${F}Page4[0].Pt3Line5_Email[0]`)).toBe('maria@example.org');
    // The fourth other name does not fit items 2-4: it continues in Part 6 with page, part and item.
    expect(filled.continuations).toEqual([
      { page: 1, part: 'Part 2', question: '2-4', text: '4. RAMOS; MARIA' },
    ]);
    expect(read.get(`${F}Page7[0].Pt6Line3a_PageNumber[0]`)).toBe('1');
    expect(read.get(`${F}Page7[0].Pt6Line3b_PartNumber[0]`)).toBe('2');
    expect(read.get(`${F}Page7[0].Pt6Line3c_ItemNumber[0]`)).toBe('2-4');
    expect(read.get(`${F}Page7[0].Pt6Line4d_AdditionalInfo[1]`)).toBe('4. RAMOS; MARIA');
    expect(read.get(`${F}Page7[0].Line7_AlienNumber[0]`)).toBe('012345678');
    expect(filled.handwritten).toEqual([]);
  });

  it('continues a city longer than its box in Part 6, and leaves a state the list lacks to the applicant', async () => {
    const values = new Map(FIXTURE_APPLICANTS.workPermit!);
    values.set('about_you.city', 'San Juan Bautista de los Remedios');
    values.set('about_you.state', 'Texas');
    // Mail goes to a safe address: Item 7 asks where the applicant lives.
    values.set('computed.notice_is_home', 'no');
    const { read, filled } = await fillAndRead(values);
    expect(read.get(`${F}Page2[0].Pt2Line7_CityOrTown[0]`)).toBe('See Part 6.');
    expect(filled.continuations.map((item) => `${item.page} ${item.part} ${item.question}`)).toEqual([
      '2 Part 2 7.c',
      '1 Part 2 2-4',
    ]);
    expect(read.get(`${F}Page7[0].Pt6Line3c_ItemNumber[0]`)).toBe('7.c');
    expect(read.get(`${F}Page7[0].Pt6Line4d_AdditionalInfo[1]`)).toBe('San Juan Bautista de los Remedios');
    expect(read.get(`${F}Page7[0].Pt6Line4c_ItemNumber[0]`)).toBe('2-4');
    expect(filled.handwritten).toEqual([`${F}Page2[0].Pt2Line7_State[0]`]);
  });
});
