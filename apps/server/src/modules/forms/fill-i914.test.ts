import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropdownOption, fillForm } from './fill-form';
import { formCopies } from './form-copies';
import type { FormValues } from './form-values';
import { computeNoticeContact } from './notice-address';
import { TVISA_APPLICANTS } from './tvisa-fixtures';

let i914: FormFolder;
beforeAll(async () => {
  i914 = await loadFormFolder('i-914');
});

const F = 'form1[0].#subform';

/** Fills the form, reads every field back from the saved PDF and checks each filled one kept its value. */
async function fillAndRead(answers: FormValues) {
  // The notice address is computed from the answers before any form is filled, as the server does.
  const values = new Map(answers);
  computeNoticeContact(values, undefined);
  const filled = await fillForm(i914, values);
  const doc = await PDFDocument.load(filled.pdf);
  const read = new Map<string, string | boolean>();
  const options = new Map<string, string[]>();
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) read.set(field.getName(), field.getText() ?? '');
    if (field instanceof PDFCheckBox) read.set(field.getName(), field.isChecked());
    if (field instanceof PDFDropdown) {
      read.set(field.getName(), field.getSelected()[0] ?? '');
      options.set(field.getName(), field.getOptions());
    }
  }
  for (const [field, value] of filled.filled) {
    const list = options.get(field);
    const expected = list === undefined || typeof value !== 'string' ? value : dropdownOption(list, value);
    expect(read.get(field), field).toEqual(expected);
  }
  return { filled, read };
}

describe('filling the I-914', () => {
  it('fills a principal who was under 18: the safe mailing address apart from home, and every item', async () => {
    const { read, filled } = await fillAndRead(TVISA_APPLICANTS.youngPrincipal);
    expect(read.get(`${F}[0].CheckBox1[0]`)).toBe(true); // 1.A first application
    expect(read.get(`${F}[0].Part2_FamilyName[0]`)).toBe('RAMIREZ CRUZ');
    // Item 3 is where she lives; item 4, where USCIS sends notices, is the safe address only.
    expect(read.get(`${F}[0].P1_Line6_StreetNumberName[0]`)).toBe('12 Elm St');
    expect(read.get(`${F}[0].P1_Line6_State[0]`)?.toString().trim()).toBe('NC');
    expect(read.get(`${F}[0].P1_Line8_InCareofName[0]`)).toBe('Safe Harbor Services');
    expect(read.get(`${F}[0].P1_Line8_StreetNumberName[0]`)).toBe('PO Box 4410');
    expect(read.get(`${F}[0].P1_Line8_ZipCode[0]`)).toBe('28203');
    expect(read.get(`${F}[0].P1_Line8_State[0]`)?.toString().trim()).toBe('NC');
    expect(read.get(`${F}[1].Part2_Line5_AlienRegistrationNumber[0]`)).toBe('201234567');
    expect(read.get(`${F}[1].Female[0]`)).toBe(true);
    expect(read.get(`${F}[1].P1_Line2_DateOfBirth[0]`)).toBe('05/01/2007');
    expect(read.get(`${F}[1].P3_Line10_CountryOfBirth[0]`)).toBe('Honduras');
    expect(read.get(`${F}[1].P3_Line11_CountryOfCitizenshipOrNationality[2]`)).toBe('Laredo');
    expect(read.get(`${F}[1].P3_Line17_State[0]`)?.toString().trim()).toBe('TX');
    expect(read.get(`${F}[1].P3_Line12g_CurrentNon[0]`)?.toString().trim()).toBe(
      'EWI - ENTRY WITHOUT INSPECTION',
    );
    // Part 3: a victim, helped when asked, and excused anyway because she was under 18.
    expect(read.get(`${F}[1].Q1_yes[0]`)).toBe(true);
    expect(read.get(`${F}[1].Q2_yes[0]`)).toBe(true);
    expect(read.get(`${F}[1].Q2b_yes[0]`)).toBe(true);
    expect(read.get(`${F}[4].Q5_yes[0]`)).toBe(true);
    expect(read.get(`${F}[4].P3_Line5_StreetNumberName[0]`)).toBe('HSI Charlotte, 200 Trade St');
    expect(read.get(`${F}[4].P3_Line5_CaseNumber[0]`)).toBe('HSI-2024-0098');
    expect(read.get(`${F}[4].P3_Line5_DaytimePhoneNumber[0]`)).toBe('7045550199');
    expect(read.get(`${F}[4].Q6_yes[0]`)).toBe(true);
    expect(read.get(`${F}[4].Q7_yes[0]`)).toBe(true);
    expect(read.get(`${F}[4].Q10_yes[0]`)).toBe(true); // asks for a work permit
    expect(read.get(`${F}[4].Q11_yes[0]`)).toBe(true); // includes family members
    // Her first entry: Item 8's earlier entries stay blank, as the form says.
    expect(read.get(`${F}[4].DateofEntry[0]`) ?? '').toBe('');
    // Part 4: every printed item has exactly one box ticked, and here it is No.
    const part4 = [...read.keys()].filter((name) => /\.Dq\w+_(yes|no)\[0\]$/.test(name));
    expect(part4).toHaveLength(116);
    for (const name of part4) expect(read.get(name), name).toBe(name.includes('_no['));
    // Part 6: an interpreter read it in Spanish; the safe phone is item 4.
    expect(read.get(`${F}[10].Pt12Line1_Checkbox[1]`)).toBe(true);
    expect(read.get(`${F}[10].Pt12Line1b_Language[0]`)).toBe('Spanish');
    expect(read.get(`${F}[10].Pt12Line6_MobileNumber1[0]`)).toBe('7045550123');
    expect(filled.continuations).toEqual([]);
    expect(filled.handwritten).toEqual([]);
  });

  it('fills an adult excused by trauma who has not reported: items 2, 5 and 7, and the arrest table', async () => {
    const { read } = await fillAndRead(TVISA_APPLICANTS.traumaExcused);
    expect(read.get(`${F}[1].Q2_no[0]`)).toBe(true);
    expect(read.get(`${F}[1].Q2b_yes[0]`)).toBe(true);
    expect(read.get(`${F}[4].Q5_no[0]`)).toBe(true);
    expect(read.get(`${F}[4].P3_Line5_Circumstances[0]`)).toBe(
      'I am afraid the people who held me will find my family.',
    );
    expect(read.get(`${F}[4].Q6_no[0]`)).toBe(true);
    expect(read.get(`${F}[4].Q7_yes[0]`)).toBe(true);
    expect(read.get(`${F}[4].Q11_no[0]`)).toBe(true);
    expect(read.get(`${F}[5].Dq1b_yes[0]`)).toBe(true);
    expect(read.get(`${F}[5].Dq1b_no[0]`)).toBe(false);
    expect(read.get(`${F}[5].Table6[0].Row1[0].Whywereyouarrestedciteddetainedorcharged[0]`)).toBe(
      'Loitering',
    );
    expect(read.get(`${F}[5].Table6[0].Row1[0].Dateofarrestcitationdetentioncharge[0]`)).toBe('06/01/2024');
    expect(read.get(`${F}[10].Pt12Line1_Checkbox[0]`)).toBe(true); // reads English
  });

  it('ticks item 7 No for an adult who did not help and gives no trauma reason', async () => {
    const values = new Map(TVISA_APPLICANTS.traumaExcused);
    values.set('law_enforcement.excused', 'none');
    values.delete('computed.tvisa_exempt');
    values.delete('computed.tvisa_complied');
    const { computeTvisaValues } = await import('./tvisa-values');
    computeTvisaValues(values);
    const { read } = await fillAndRead(values);
    expect(read.get(`${F}[1].Q2b_no[0]`)).toBe(true);
    expect(read.get(`${F}[4].Q7_no[0]`)).toBe(true);
  });

  it('explains the last arrival (Item 9) and the help not given (Item 7) in Part 9, as the form asks', async () => {
    const values = new Map(TVISA_APPLICANTS.traumaExcused);
    values.set('law_enforcement.excused', 'none');
    values.set('law_enforcement.not_helped_why', 'The agent asked me to meet the man who held me.');
    values.set('trafficking.recent_entry_because', 'no');
    values.set('trafficking.arrival', 'I crossed at Laredo in 2021 with a cousin, on foot.');
    values.delete('computed.tvisa_complied');
    const { computeTvisaValues } = await import('./tvisa-values');
    computeTvisaValues(values);
    const { filled } = await fillAndRead(values);
    expect(filled.continuations).toEqual(
      expect.arrayContaining([
        { page: 3, part: 'Part 3', question: '9', text: 'I crossed at Laredo in 2021 with a cousin, on foot.' },
        { page: 3, part: 'Part 3', question: '7', text: 'The agent asked me to meet the man who held me.' },
      ]),
    );
  });
});

describe('filling Supplement B', () => {
  it("fills only the applicant's Part 1 and leaves the officer's parts empty", async () => {
    const supB = await loadFormFolder('i-914supb');
    const filled = await fillForm(supB, TVISA_APPLICANTS.youngPrincipal);
    const doc = await PDFDocument.load(filled.pdf);
    const text = (name: string): string | undefined => {
      const field = doc.getForm().getField(`form1[0].#subform${name}`);
      return field instanceof PDFTextField ? field.getText() : undefined;
    };
    expect(text('[0].P1Line1_FamilyName[0]')).toBe('RAMIREZ CRUZ');
    expect(text('[0].P1_Line2_DateOfBirth[0]')).toBe('05/01/2007');
    expect(text('[0].Pt1Line5_AlienRegistrationNumber[0]')).toBe('201234567');
    expect(doc.getForm().getCheckBox('form1[0].#subform[0].gender[1]').isChecked()).toBe(true);
    expect([...filled.filled.keys()].every((name) => name.startsWith('form1[0].#subform[0].'))).toBe(true);
    expect(text('[0].GivenNameFirstName[0]')).toBeUndefined(); // the certifying agency, the officer's
  });
});

describe('the I-192 waiver', () => {
  it('is filed only when an answer that is a ground of inadmissibility is yes, and fills the safe address', async () => {
    const folder = await loadFormFolder('i-192');
    const template = { ...folder, pages: [], noticePages: [] };
    const now = new Date('2026-11-25T15:00:00Z');
    expect(formCopies([template], TVISA_APPLICANTS.youngPrincipal, now)).toEqual([]);
    // An arrest alone is not a ground: the trauma fixture was arrested and charged with nothing else.
    expect(formCopies([template], TVISA_APPLICANTS.traumaExcused, now)).toEqual([]);
    const values = new Map(TVISA_APPLICANTS.youngPrincipal);
    values.set('admissibility.misrepresentation', 'yes');
    values.set('admissibility.explanation', 'The traffickers gave me a false passport to cross.');
    values.set('computed.notice_address.street', 'PO Box 4410');
    expect(formCopies([template], values, now)).toHaveLength(1);
    const filled = await fillForm(folder, values);
    const doc = await PDFDocument.load(filled.pdf);
    const form = doc.getForm();
    expect(form.getCheckBox('FormI-192[0].#subform[0].P1_Line1_CB[1]').isChecked()).toBe(true);
    expect(form.getTextField('FormI-192[0].#subform[1].P2_Line1_FamilyName[0]').getText()).toBe(
      'RAMIREZ CRUZ',
    );
    expect(form.getTextField('FormI-192[0].#subform[1].P2_Line9_StreetNumberName[0]').getText()).toBe(
      'PO Box 4410',
    );
    expect(form.getTextField('FormI-192[0].#subform[2].P2_Line10_StreetNumberName[0]').getText()).toBe(
      '12 Elm St',
    );
    expect(
      form.getTextField('FormI-192[0].#subform[3].P2_Line26_GroundsofInadmissibility[0]').getText(),
    ).toBe('The traffickers gave me a false passport to cross.');
  });
});
