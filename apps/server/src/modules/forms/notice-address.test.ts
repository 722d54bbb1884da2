import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import { PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildFormValues } from './build-form-values';
import { loadFormTemplates } from './form-templates';
import { noticeAddressLines } from './notice-address';
import { fillForm } from './fill-form';
import type { FormValues } from './form-values';
import type { Answers } from './vawa-fixtures';
import {
  ABUSER_ADDRESS,
  ACCOUNT_SAFE_ADDRESS,
  CHILD_CONTACT,
  CHILD_OF_22,
  namedAnswersOf,
  SPOUSE_CONTACT,
  SPOUSE_WITH_CHILD,
} from './vawa-fixtures';

/**
 * The fields USCIS mails or writes to: the I-360's safe mailing address (Part 1, Item 7; Part 3, Item 2
 * is where the self-petitioner lives) and the G-1145's channels.
 */
const NOTICE_FIELDS: Record<string, RegExp> = {
  'i-360': /\.Pt1Line7_/,
  'g-1145': /\.(Email|MobilePhoneNumber)\[/,
};

let forms: Record<string, FormFolder>;
beforeAll(async () => {
  forms = { 'i-360': await loadFormFolder('i-360'), 'g-1145': await loadFormFolder('g-1145') };
});

async function noticeFieldTexts(form: string, values: FormValues): Promise<string[]> {
  const folder = forms[form]!;
  const doc = await PDFDocument.load((await fillForm(folder, values)).pdf);
  return doc
    .getForm()
    .getFields()
    .filter((field) => NOTICE_FIELDS[form]!.test(field.getName()))
    .map((field) =>
      field instanceof PDFTextField
        ? (field.getText() ?? '')
        : field instanceof PDFDropdown
          ? (field.getSelected()[0] ?? '')
          : '',
    );
}

const values = (answers: Answers, contact = SPOUSE_CONTACT, strategy: 'vawasp' | 'vawach' = 'vawasp') =>
  buildFormValues(namedAnswersOf(answers), { strategy, contact });

describe('the address and channels USCIS writes to (8 U.S.C. 1367)', () => {
  it('puts the safe address from eligibility on every notice field, never the abuser’s or the home address', async () => {
    const texts = await noticeFieldTexts('i-360', values(SPOUSE_WITH_CHILD));
    expect(texts).toContain(ACCOUNT_SAFE_ADDRESS.street);
    expect(texts).toContain(ACCOUNT_SAFE_ADDRESS.inCareOf);
    for (const forbidden of [ABUSER_ADDRESS.street, ABUSER_ADDRESS.zip, '15 Oak St', 'Baytown'])
      expect(texts).not.toContain(forbidden);
  });

  it('prefers the safe address the questionnaire gave when the applicant lives with the abuser', async () => {
    const texts = await noticeFieldTexts('i-360', values(CHILD_OF_22, CHILD_CONTACT, 'vawach'));
    expect(texts).toContain('9 Safe Way');
    expect(texts).toContain('Austin');
    for (const forbidden of [ABUSER_ADDRESS.street, ABUSER_ADDRESS.city, ABUSER_ADDRESS.zip])
      expect(texts).not.toContain(forbidden);
  });

  it('leaves the safe mailing address empty when none was given: notices then go to the home of Part 3', async () => {
    const answers = { ...SPOUSE_WITH_CHILD };
    const texts = await noticeFieldTexts('i-360', values(answers, { ...SPOUSE_CONTACT, safeAddress: null }));
    expect(texts.join('')).toBe('');
  });

  it('fills the G-1145 with the safe email only: texts are not safe for this applicant', async () => {
    const texts = await noticeFieldTexts('g-1145', values(SPOUSE_WITH_CHILD));
    expect(texts).toEqual(expect.arrayContaining(['maria.safe@example.org', '']));
    expect(texts.join(' ')).not.toContain('7135550199');
    expect(texts.join(' ')).not.toContain('maria@example.org');
  });

  it('leaves both G-1145 channels empty when the applicant said USCIS may not use them', async () => {
    const texts = await noticeFieldTexts('g-1145', values(CHILD_OF_22, CHILD_CONTACT, 'vawach'));
    expect(texts).toEqual(['', '']);
  });

  it('fills the G-1145 of an asylum applicant never asked about safety from the account', async () => {
    const asylum = buildFormValues(
      namedAnswersOf({ 'about_you.family_name': 'Diaz', 'about_you.given_name': 'Rosa' }),
      { strategy: 'asylum', contact: CHILD_CONTACT },
    );
    const texts = await noticeFieldTexts('g-1145', asylum);
    expect(texts.sort()).toEqual(['5125550100', 'luis@example.org']);
  });

  it('leaves a channel the eligibility answers called unsafe empty, whatever else was said', async () => {
    const unsafe = { ...CHILD_CONTACT, channels: { email: false, textMessages: false } };
    const asylum = buildFormValues(namedAnswersOf({ 'about_you.family_name': 'Diaz' }), {
      strategy: 'asylum',
      contact: unsafe,
    });
    expect(await noticeFieldTexts('g-1145', asylum)).toEqual(['', '']);
  });

  it('knows the I-360 pages that carry the notice address, and prints that address for the review', async () => {
    const templates = await loadFormTemplates(path.resolve(import.meta.dirname, '../../../../../content'));
    expect(templates.get('i-360')?.noticePages).toEqual([2]);
    expect(templates.get('g-1145')?.noticePages).toEqual([]);
    expect(templates.get('i-589')?.noticePages).toEqual([1]);
    expect(noticeAddressLines(values(SPOUSE_WITH_CHILD))).toEqual([
      'c/o Casa Segura',
      'PO Box 5501',
      'Houston, TX 77001',
    ]);
  });
});
