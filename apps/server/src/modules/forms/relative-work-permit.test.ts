import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillForm } from './fill-form';
import { copyTitle, formCopies, namesCopyOf, valuesForCopy } from './form-copies';
import type { FormTemplate } from './form-templates';
import { TVISA_APPLICANTS } from './tvisa-fixtures';

let i765: FormTemplate;
beforeAll(async () => {
  const folder: FormFolder = await loadFormFolder('i-765');
  i765 = { ...folder, pages: [], noticePages: [] };
});

const NOW = new Date('2026-11-25T15:00:00Z');

/** The principal of 19 whose sister of 15 now lives in the U.S. and asks for a work permit. */
function sisterInTheUS(): Map<string, string> {
  const values = new Map(TVISA_APPLICANTS.youngPrincipal);
  for (const [question, value] of Object.entries({
    in_us: 'yes',
    work_permit: 'yes',
    status: 'ewi',
    entry_city: 'Hidalgo',
    entry_state: 'TX',
    entry_date: '2025-02-14',
    street: '400 Pine Ave',
    apt: '3B',
    city: 'Charlotte',
    state: 'NC',
    zip: '28205',
    mail_street: 'PO Box 77',
    mail_city: 'Charlotte',
    mail_state: 'NC',
    mail_zip: '28299',
    a_number: '22334455',
    citizenship: 'HN',
  }))
    values.set(`family.relative_${question}#2`, value);
  // The mother asks for one too, but lives abroad: Supplement A says not to file her I-765 yet.
  values.set('family.relative_work_permit#1', 'yes');
  return values;
}

async function fieldsOf(pdf: Uint8Array): Promise<Map<string, string | boolean>> {
  const doc = await PDFDocument.load(pdf);
  const fields = new Map<string, string | boolean>();
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) fields.set(field.getName(), field.getText() ?? '');
    if (field instanceof PDFCheckBox) fields.set(field.getName(), field.isChecked());
  }
  return fields;
}

describe("a T visa family member's own I-765", () => {
  it('is prepared twice, under (c)(40) and (c)(25), for a relative in the U.S. who asks for a work permit', () => {
    const copies = formCopies([i765], sisterInTheUS(), NOW);
    expect(copies.map((copy) => [copy.id, copyTitle('I-765', copy)])).toEqual([
      ['i-765', 'I-765'],
      ['i-765-2-c40', 'I-765 (Lucia Ramirez Cruz, (c)(40))'],
      ['i-765-2-c25', 'I-765 (Lucia Ramirez Cruz, (c)(25))'],
    ]);
    expect(namesCopyOf(i765, 'i-765-2-c40')).toBe(true);
    expect(namesCopyOf(i765, 'i-765-2')).toBe(false);
    // Nobody in the U.S. asks for one in the fixture as it is.
    expect(formCopies([i765], TVISA_APPLICANTS.youngPrincipal, NOW).map((copy) => copy.id)).toEqual([
      'i-765',
    ]);
  });

  it("is filled with the relative's identity, address and category, and nothing of the applicant's", async () => {
    const values = sisterInTheUS();
    const copy = formCopies([i765], values, NOW).find((candidate) => candidate.id === 'i-765-2-c40')!;
    const filled = await fillForm(i765, valuesForCopy(values, copy));
    const fields = await fieldsOf(filled.pdf);
    const F = 'form1[0].';
    expect(fields.get(`${F}Page1[0].Line1a_FamilyName[0]`)).toBe('RAMIREZ CRUZ');
    expect(fields.get(`${F}Page1[0].Line1b_GivenName[0]`)).toBe('LUCIA');
    expect(fields.get(`${F}Page1[0].Part1_Checkbox[0]`)).toBe(true); // initial
    expect(fields.get(`${F}Page3[0].Line19_DOB[0]`)).toBe('03/02/2011');
    expect(fields.get(`${F}Page3[0].#area[1].section_1[0]`)).toBe('c');
    expect(fields.get(`${F}Page3[0].#area[1].section_2[0]`)).toBe('40');
    expect(fields.get(`${F}Page2[0].Line7_AlienNumber[0]`)).toBe('022334455');
    expect(fields.get(`${F}Page2[0].Line4b_StreetNumberName[0]`)).toBe('PO Box 77'); // her mailing address
    expect(fields.get(`${F}Page2[0].Pt2Line7_StreetNumberName[0]`)).toBe('400 Pine Ave'); // where she lives
    expect(fields.get(`${F}Page2[0].Line10_Checkbox[2]`)).toBe(true); // single
    expect(fields.get(`${F}Page2[0].Line17a_CountryOfBirth[0]`)).toBe('Honduras');
    expect(fields.get(`${F}Page3[0].place_entry[0]`)).toBe('Hidalgo, TX');
    expect(fields.get(`${F}Page3[0].Line24_CurrentStatus[0]`)).toMatch(/^EWI/);
    const printed = [...filled.filled.values()].filter((value) => typeof value === 'string');
    for (const principal of ['12 Elm St', '201234567', '7045550111', '7045550123'])
      expect(printed).not.toContain(principal);
    expect(fields.get(`${F}Page4[0].Pt3Line3_DaytimePhoneNumber1[0]`)).toBe('');
  });
});
