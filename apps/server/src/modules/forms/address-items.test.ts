import { loadFormFolder } from '@camino/content';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildFormValues } from './build-form-values';
import { fillForm } from './fill-form';
import type { FormValues } from './form-values';
import { ACCOUNT_SAFE_ADDRESS, namedAnswersOf, SPOUSE_CONTACT, SPOUSE_WITH_CHILD } from './vawa-fixtures';

/** The text of every field whose name matches, joined: what the officer reads in that item. */
async function itemText(form: string, values: FormValues, fields: RegExp): Promise<string> {
  const filled = await fillForm(await loadFormFolder(form), values);
  const doc = await PDFDocument.load(filled.pdf);
  return doc
    .getForm()
    .getFields()
    .filter((field): field is PDFTextField => field instanceof PDFTextField && fields.test(field.getName()))
    .map((field) => field.getText() ?? '')
    .filter((text) => text !== '')
    .join(' | ');
}

/** An applicant who lives at 15 Oak St and gave a safe mailing address only at eligibility. */
const HOME_AND_SAFE = {
  'about_you.family_name': 'Diaz',
  'about_you.given_name': 'Rosa',
  'about_you.street': '15 Oak St',
  'about_you.city': 'Baytown',
  'about_you.state': 'TX',
  'about_you.zip': '77520',
  'about_you.mailing_same': 'yes',
};

const asylum = (contact = SPOUSE_CONTACT): FormValues =>
  buildFormValues(namedAnswersOf(HOME_AND_SAFE), { strategy: 'asylum', contact });

describe('each address item prints the address its form asks for', () => {
  it('I-360: the self-petitioner’s home in Part 3, Item 2, the safe mailing address in Part 1, Item 7', async () => {
    const values = buildFormValues(namedAnswersOf(SPOUSE_WITH_CHILD), {
      strategy: 'vawasp',
      contact: SPOUSE_CONTACT,
    });
    const home = await itemText('i-360', values, /\.Pt3Line2_/);
    expect(home).toContain('15 Oak St');
    expect(home).toContain('Baytown');
    expect(home).not.toContain(ACCOUNT_SAFE_ADDRESS.street);
    const mailing = await itemText('i-360', values, /\.Pt1Line7_/);
    expect(mailing).toContain(ACCOUNT_SAFE_ADDRESS.street);
    expect(mailing).not.toContain('15 Oak St');
  });

  it('I-589: the residence in Item 8, the safe address given at eligibility in Item 9', async () => {
    expect(await itemText('i-589', asylum(), /PtAILine8_|TextField1\[2\]/)).toContain('15 Oak St');
    const mailing = await itemText('i-589', asylum(), /PtAILine9_/);
    expect(mailing).toContain(ACCOUNT_SAFE_ADDRESS.street);
    expect(mailing).toContain(ACCOUNT_SAFE_ADDRESS.inCareOf);
    // Without a safe address, Item 9 ("if different") stays empty.
    expect(await itemText('i-589', asylum({ ...SPOUSE_CONTACT, safeAddress: null }), /PtAILine9_/)).toBe('');
  });

  it('I-765: the safe address as mailing address (Item 5), "No" in Item 6, the home in Item 7', async () => {
    const values = asylum();
    expect(await itemText('i-765', values, /Line4b_Street/)).toBe(ACCOUNT_SAFE_ADDRESS.street);
    expect(await itemText('i-765', values, /Pt2Line7_Street/)).toBe('15 Oak St');
    const doc = await PDFDocument.load((await fillForm(await loadFormFolder('i-765'), values)).pdf);
    expect(doc.getForm().getCheckBox('form1[0].Page2[0].Part2Line5_Checkbox[0]').isChecked()).toBe(true);
    expect(doc.getForm().getCheckBox('form1[0].Page2[0].Part2Line5_Checkbox[1]').isChecked()).toBe(false);
  });

  it('I-192: the safe address as mailing address (Item 9), the home as physical address (Item 10)', async () => {
    const values = buildFormValues(namedAnswersOf(HOME_AND_SAFE), {
      strategy: 'tvisa',
      contact: SPOUSE_CONTACT,
    });
    expect(await itemText('i-192', values, /P2_Line9_Street/)).toBe(ACCOUNT_SAFE_ADDRESS.street);
    expect(await itemText('i-192', values, /P2_Line10_Street/)).toBe('15 Oak St');
  });

  it('ticks the unit box the applicant named, for the home and for the safe mailing address', async () => {
    const values = buildFormValues(
      namedAnswersOf({
        ...HOME_AND_SAFE,
        'about_you.apartment': '210',
        'about_you.unit_type': 'ste',
        'about_you.mailing_same': 'no',
        'about_you.mail_street': 'PO Box 12',
        'about_you.mail_apartment': '3',
        'about_you.mail_unit_type': 'flr',
        'about_you.mail_city': 'Houston',
        'about_you.mail_state': 'TX',
        'about_you.mail_zip': '77001',
      }),
      { strategy: 'asylum', contact: { ...SPOUSE_CONTACT, safeAddress: null } },
    );
    const doc = await PDFDocument.load((await fillForm(await loadFormFolder('i-765'), values)).pdf);
    const ticked = (name: string): boolean =>
      doc.getForm().getCheckBox(`form1[0].Page2[0].${name}`).isChecked();
    // Item 7 (home): Ste.; Item 5 (mail): Flr. Apt. is ticked in neither.
    expect([ticked('Pt2Line7_Unit[0]'), ticked('Pt2Line7_Unit[1]'), ticked('Pt2Line7_Unit[2]')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([ticked('Pt2Line5_Unit[0]'), ticked('Pt2Line5_Unit[1]'), ticked('Pt2Line5_Unit[2]')]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
