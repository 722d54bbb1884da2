import { describe, expect, it } from 'vitest';
import { entryKeyProblems, legalAnswerKeys } from './answer-keys';
import { checkFormFolder, expiredEditionWarning, formCoverage } from './check-form';
import { loadFormFolder } from './form-files';
import type { FormFolder } from './form-files';
import { loadPdfForm, readPdfFields } from './pdf-fields';

async function i589(): Promise<{ folder: FormFolder; fields: ReturnType<typeof readPdfFields> }> {
  const folder = await loadFormFolder('i-589');
  return { folder, fields: readPdfFields(await loadPdfForm(folder.pdf)) };
}

describe('form check', () => {
  it('accepts the I-589 folder as kept, and reaches full coverage of the applicant fields', async () => {
    const { folder, fields } = await i589();
    expect(checkFormFolder(folder, fields)).toEqual([]);
    expect(expiredEditionWarning(folder.form, '2026-11-25')).toBeUndefined();
    if (folder.mapping === undefined) throw new Error('no mapping');
    const coverage = formCoverage('i-589', folder.mapping, fields);
    expect(coverage.percent).toBeGreaterThanOrEqual(95);
    expect(coverage.fillable + coverage.excluded.reduce((sum, group) => sum + group.count, 0)).toBe(460);
  });

  it('flags a file that is not the one recorded, and only warns of an expired edition', async () => {
    const { folder, fields } = await i589();
    const messages = checkFormFolder(
      { ...folder, form: { ...folder.form, file_sha256: '0'.repeat(64) } },
      fields,
    ).map((problem) => problem.message);
    expect(messages).toContainEqual(expect.stringContaining('form.yaml says 0000'));
    expect(messages.some((message) => message.includes('expir'))).toBe(false);
    expect(expiredEditionWarning(folder.form, '2027-10-01')?.message).toContain(
      'expiration date of 2027-09-30',
    );
    expect(expiredEditionWarning({ ...folder.form, expires: undefined }, '2099-01-01')).toBeUndefined();
  });

  it('refuses a mapping to a missing field or of the wrong type', async () => {
    const { folder, fields } = await i589();
    if (folder.mapping === undefined) throw new Error('no mapping');
    const mapping = {
      ...folder.mapping,
      fields: {
        ...folder.mapping.fields,
        '#subform[0].NoSuchField[0]': { text: 'about_you.family_name' },
        '#subform[0].PartALine9Sex[0]': { text: 'about_you.family_name' },
        '#subform[0].PtAILine4_LastName[0]': { check: 'about_you.sex', when: 'male' },
        '#subform[0].PtAILine1_ANumber[0]': { value: '1234567890' },
      },
    };
    const problems = checkFormFolder({ ...folder, mapping }, fields);
    expect(problems.map((problem) => `${problem.field}: ${problem.message}`)).toEqual([
      '#subform[0].PtAILine1_ANumber[0]: "1234567890" is longer than the field\'s 9 characters',
      '#subform[0].PtAILine4_LastName[0]: is a text field, not a checkbox',
      '#subform[0].PartALine9Sex[0]: is a check field, not a text field',
      '#subform[0].NoSuchField[0]: no such field in the PDF',
    ]);
  });

  it('refuses answers no legal questionnaire asks and choices a question does not offer', async () => {
    const keys = await legalAnswerKeys();
    expect(entryKeyProblems({ text: 'about_you.favourite_colour' }, keys)).toEqual([
      'reads "about_you.favourite_colour", which no legal questionnaire asks',
    ]);
    expect(entryKeyProblems({ check: 'about_you.sex', when: 'other' }, keys)).toEqual([
      '"about_you.sex" has no option "other"',
    ]);
    expect(entryKeyProblems({ check: 'claim.grounds.religion' }, keys)).toEqual([]);
  });
});
