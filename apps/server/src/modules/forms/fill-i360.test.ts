import { spawnSync } from 'node:child_process';
import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFormValues } from './build-form-values';
import { fillForm } from './fill-form';
import type { FormValues } from './form-values';
import {
  ABUSER_ADDRESS,
  CHILD_CONTACT,
  CHILD_OF_22,
  namedAnswersOf,
  SPOUSE_CONTACT,
  SPOUSE_WITH_CHILD,
} from './vawa-fixtures';

let i360: FormFolder;
beforeAll(async () => {
  i360 = await loadFormFolder('i-360');
});

const F = 'form1[0].';

const spouseValues = (): FormValues =>
  buildFormValues(namedAnswersOf(SPOUSE_WITH_CHILD), { strategy: 'vawasp', contact: SPOUSE_CONTACT });
const childValues = (): FormValues =>
  buildFormValues(namedAnswersOf(CHILD_OF_22), { strategy: 'vawach', contact: CHILD_CONTACT });

/** Fills a form and reads every field back from the saved PDF; each filled value must read back as written. */
async function fillAndRead(form: FormFolder, values: FormValues) {
  const filled = await fillForm(form, values);
  const doc = await PDFDocument.load(filled.pdf);
  const read = new Map<string, string | boolean>();
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) read.set(field.getName(), field.getText() ?? '');
    if (field instanceof PDFCheckBox) read.set(field.getName(), field.isChecked());
    if (field instanceof PDFDropdown) read.set(field.getName(), field.getSelected()[0] ?? '');
  }
  for (const [field, value] of filled.filled) expect(read.get(field), field).toEqual(value);
  return { filled, read };
}

describe('filling the I-360 for a VAWA self-petitioning spouse', () => {
  it('fills every item a spouse answered, each box by its printed item, and reads it back', async () => {
    const { read, filled } = await fillAndRead(i360, spouseValues());
    expect(filled.filled.size).toBeGreaterThanOrEqual(70);
    expect(read.get(`${F}#subform[1].Pt2Line1[7]`)).toBe(true); // I. self-petitioning spouse
    expect(read.get(`${F}#subform[1].Pt2Line1[11]`)).toBe(false);
    expect(read.get(`${F}#subform[2].Pt3Line1_FamilyName[0]`)).toBe('Lopez Garcia');
    expect(read.get(`${F}#subform[2].Pt3Line3_DateOfBirth[0]`)).toBe('02/03/1991');
    expect(read.get(`${F}#subform[2].Pt3Line4_CountryOfBirth[0]`)).toBe('Mexico');
    expect(read.get(`${F}#subform[2].Line3_ANumber[0].Pt3Line6_AlienNumber[0]`)).toBe('012345678');
    expect(read.get(`${F}#subform[2].Pt3Line7_MaritalStatus[1]`)).toBe(true);
    expect(read.get(`${F}#subform[2].#area[5].Pt3Line9_I94[0]`)).toBe('12345678901');
    expect(read.get(`${F}#subform[3].Pt4Line2b_CityOrTown[0]`)).toBe('Puebla');
    expect(read.get(`${F}#subform[3].Pt4Line2a_GivenName[0]`)).toBe('Maria');
    expect(read.get(`${F}#subform[3].Pt4Line3_Sex[1]`)).toBe(true);
    expect(read.get(`${F}#subform[3].Pt4Line4a[0]`)).toBe(true); // an I-485 goes with it
    expect(read.get(`${F}#subform[3].Pt4Line4b_HowMany[0]`)).toBe('1');
    expect(read.get(`${F}#subform[3].Pt4Line6[0]`)).toBe(true);
    expect(read.get(`${F}#subform[3].Pt4Line7[0]`)).toBe(true);
    // Part 5, Person 1: the one child, as a child.
    expect(read.get(`${F}#subform[3].Pt5Line2_GivenName[0]`)).toBe('Sofia');
    expect(read.get(`${F}#subform[3].Pt5Line2_DateOfBirth[0]`)).toBe('08/20/2016');
    expect(read.get(`${F}#subform[3].Pt5Line2_Relationship[1]`)).toBe(true);
    expect(read.get(`${F}#subform[3].Pt5Line2_Relationship[0]`)).toBe(false);
    expect(read.get(`${F}#subform[4].Pt5Line3_Relationship[0]`)).toBe(false);
    expect(read.get(`${F}#subform[3].Pt5Line1_Checkbox[1]`)).toBe(true);
    // Part 10: the abuser, the marriage and the home they shared.
    expect(read.get(`${F}#subform[13].Pt10Line1_FamilyName[0]`)).toBe('Smith');
    expect(read.get(`${F}#subform[13].Pt10Line5_Checkbox[2]`)).toBe(true); // naturalized
    expect(read.get(`${F}#subform[13].Line3_ANumber[11].Pt10Line5c1_AlienNumber[0]`)).toBe('087654321');
    expect(read.get(`${F}#subform[13].Line3_ANumber[10].Pt10Line5d1_AlienNumber[0]`)).toBe('');
    expect(read.get(`${F}#subform[13].Pt10Line6_NumberofMarriages[0]`)).toBe('2');
    expect(read.get(`${F}#subform[14].Pt9Line8a_DateOfMarriage[0]`)).toBe('05/18/2019');
    expect(read.get(`${F}#subform[14].Pt9Line8b_PlaceOfMarriage[0]`)).toBe('Houston, Texas');
    expect(read.get(`${F}#subform[14].Pt10Line10_StreetNumberName[0]`)).toBe(ABUSER_ADDRESS.street);
    expect(read.get(`${F}#subform[14].Pt10Line11_DateFrom[0]`)).toBe('01/01/2021');
    expect(read.get(`${F}#subform[14].Pt10Line12[0]`)).toBe(true);
    // Part 11: an interpreter reads it in Spanish; the safe email, and no mobile (texts are not safe).
    expect(read.get(`${F}#subform[14].Pt11Line1_Checkbox[1]`)).toBe(true);
    expect(read.get(`${F}#subform[14].Pt11Line1b_Language[0]`)).toBe('Spanish');
    expect(read.get(`${F}#subform[15].Pt11Line3_DaytimePhoneNumber1[0]`)).toBe('7135550100');
    expect(read.get(`${F}#subform[15].Pt11Line5_Email[0]`)).toBe('maria.safe@example.org');
    expect(read.get(`${F}#subform[15].Pt11Line4_MobileNumber1[0]`)).toBe('');
    // Part 15: the explanation of the work without permission (Part 4, Item 6), then the earlier marriage.
    expect(filled.continuations).toEqual([
      { page: 4, part: 'Part 4', question: '6', text: 'Cleaning houses in Houston, 2019 to 2024.' },
      { page: 13, part: 'Part 10', question: '6', text: '1. Pedro Ruiz; 03/01/2017; divorce' },
    ]);
    expect(read.get(`${F}#subform[20].Pt14Line3a_PageNumber[0]`)).toBe('4');
    expect(read.get(`${F}#subform[20].Pt14Line3b_PartNumber[0]`)).toBe('4');
    expect(read.get(`${F}#subform[20].Pt14Line3c_ItemNumber[0]`)).toBe('6');
    expect(read.get(`${F}#subform[20].Pt14Line3d_AdditionalInfo[0]`)).toBe(
      'Cleaning houses in Houston, 2019 to 2024.',
    );
    expect(read.get(`${F}#subform[20].Pt14Line4b_PartNumber[0]`)).toBe('10');
  });

  it('prints the court explanation of Part 4, Item 5 in Part 15, and continues a long one on a page after the form', async () => {
    const answers = new Map(spouseValues());
    const long = Array.from(
      { length: 40 },
      (_, index) => `Hearing ${index + 1} before the Houston immigration court was moved again.`,
    ).join(' ');
    answers.set('background.removal_proceedings', 'yes');
    answers.set('background.removal_explain', long);
    const { read, filled } = await fillAndRead(i360, answers);
    expect(filled.continuations.map((item) => [item.part, item.question])).toEqual([
      ['Part 4', '5'],
      ['Part 4', '6'],
      ['Part 10', '6'],
    ]);
    expect(read.get(`${F}#subform[20].Pt14Line3c_ItemNumber[0]`)).toBe('5');
    const block = String(read.get(`${F}#subform[20].Pt14Line3d_AdditionalInfo[0]`));
    expect(block).toMatch(/^Hearing 1 before/);
    expect(block).toMatch(/Continued on the additional pages after this form\.\)$/);
    expect(read.get(`${F}#subform[20].Pt14Line4c_ItemNumber[0]`)).toBe('6');
    const doc = await PDFDocument.load(filled.pdf);
    expect(doc.getPageCount()).toBe(20);
    const result = spawnSync('pdftotext', ['-f', '20', '-l', '20', '-enc', 'UTF-8', '-', '-'], {
      input: filled.pdf,
    });
    const added = result.stdout.toString('utf8').replace(/\s+/g, ' ');
    expect(added).toContain('Form I-360, Part 15. Additional Information (continued)');
    expect(added).toContain('A-Number: A-012345678');
    expect(added).toContain('Page 4, Part 4, Item 5 (continued):');
    expect(added).toContain('Hearing 40 before the Houston immigration court was moved again.');
    // Every hearing is printed once, in the block or on the added page.
    const shown = `${block.replace(/\s+/g, ' ')} ${added}`;
    for (let hearing = 1; hearing <= 40; hearing++)
      expect(shown.match(new RegExp(`Hearing ${hearing} before`, 'g')), String(hearing)).toHaveLength(1);
  });

  it('leaves out an explanation whose answer was changed to no', async () => {
    const answers = new Map(spouseValues());
    answers.set('background.worked_without_permission', 'no');
    const filled = await fillForm(i360, answers);
    expect(filled.continuations.map((item) => item.part)).toEqual(['Part 10']);
  });
});

describe('filling the I-360 for a VAWA self-petitioning child of 22', () => {
  it('ticks box J, prints N/A for the marriage and leaves Part 5 empty', async () => {
    const { read, filled } = await fillAndRead(i360, childValues());
    expect(filled.filled.size).toBeGreaterThanOrEqual(40);
    expect(read.get(`${F}#subform[1].Pt2Line1[11]`)).toBe(true); // J. self-petitioning child
    expect(read.get(`${F}#subform[1].Pt2Line1[7]`)).toBe(false);
    expect(read.get(`${F}#subform[2].Pt3Line3_DateOfBirth[0]`)).toBe('05/01/2004');
    expect(read.get(`${F}#subform[13].Pt10Line5_Checkbox[3]`)).toBe(true); // LPR
    expect(read.get(`${F}#subform[13].Pt10Line6_NumberofMarriages[0]`)).toBe('0');
    expect(read.get(`${F}#subform[14].Pt9Line8a_DateOfMarriage[0]`)).toBe('N/A');
    expect(read.get(`${F}#subform[14].Pt9Line8b_PlaceOfMarriage[0]`)).toBe('N/A');
    expect(read.get(`${F}#subform[3].Pt5Line2_FamilyName[0]`)).toBe('');
    expect(read.get(`${F}#subform[3].Pt5Line2_Relationship[1]`)).toBe(false);
    expect(read.get(`${F}#subform[3].Pt4Line4a[1]`)).toBe(true); // nothing else filed with it
    expect(read.get(`${F}#subform[14].Pt11Line1_Checkbox[0]`)).toBe(true); // reads English
    expect(read.get(`${F}#subform[15].Pt11Line5_Email[0]`)).toBe(''); // said USCIS may not email
  });
});

describe('an answer of none on the I-360', () => {
  it('leaves Part 3, Item 14 blank for no status, as Part 3 asks, and prints a status given', async () => {
    const status = `${F}#subform[2].Pt3Line14_CurrentUSCISStatus[0]`;
    for (const none of ['None', 'none', 'N/A']) {
      const values = new Map(spouseValues());
      values.set('about_you.current_status', none);
      const { read } = await fillAndRead(i360, values);
      expect(read.get(status), none).toBe('');
    }
    const values = new Map(spouseValues());
    values.set('about_you.current_status', 'B2 visitor');
    const { read } = await fillAndRead(i360, values);
    expect(read.get(status)).toBe('B2 visitor');
  });
});
