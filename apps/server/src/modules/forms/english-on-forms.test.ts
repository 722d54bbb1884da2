import { loadFormFolder } from '@camino/content';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildFormValues } from './build-form-values';
import { fillForm } from './fill-form';
import { namedAnswersOf } from './vawa-fixtures';

/** An applicant who answered on the Spanish site: every choice is stored as its code. */
const SPANISH_SITE = {
  'about_you.family_name': 'Lopez',
  'about_you.given_name': 'Ana',
  'about_you.nationality': 'GT',
  'about_you.nationality_at_birth': 'GT',
  'about_you.native_language': 'es',
  'about_you.fluent_english': 'no',
  'about_you.religion': 'evangelical',
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((item) => [
      [`background.school_name#${item}`, `Escuela ${item}`],
      [`background.school_type#${item}`, item === 5 ? 'university' : 'secondary'],
      [`background.school_location#${item}`, 'Quetzaltenango'],
      [`background.school_from#${item}`, `${2000 + item}-01-15`],
      [`background.school_to#${item}`, `${2000 + item}-11-15`],
    ]),
  ),
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].flatMap((item) => [
      [`background.residence_street#${item}`, `Calle ${item}`],
      [`background.residence_city#${item}`, 'Quetzaltenango'],
      [`background.residence_country#${item}`, 'GT'],
    ]),
  ),
  'work_permit.citizenship': 'GT',
};

async function filledTexts(form: string): Promise<Map<string, string>> {
  const values = buildFormValues(namedAnswersOf(SPANISH_SITE), { strategy: 'asylum' });
  const filled = await fillForm(await loadFormFolder(form), values);
  const doc = await PDFDocument.load(filled.pdf);
  return new Map(
    doc
      .getForm()
      .getFields()
      .filter((field): field is PDFTextField => field instanceof PDFTextField)
      .map((field) => [field.getName().replace(/^form1\[0\]\./, ''), field.getText() ?? '']),
  );
}

describe('choices print in English on every form, whatever the site language', () => {
  it('I-589: nationality, language, religion and school type as the form’s English words', async () => {
    const texts = await filledTexts('i-589');
    expect(texts.get('#subform[0].TextField1[3]')).toBe('Guatemala');
    expect(texts.get('#subform[0].TextField1[5]')).toBe('Guatemala');
    expect(texts.get('#subform[0].TextField7[0]')).toBe('Spanish');
    expect(texts.get('#subform[0].TextField1[7]')).toBe('Evangelical Christian');
    // The university is the most recent school: the form lists it first.
    expect(texts.get('#subform[4].TextField13[30]')).toBe('University');
    expect(texts.get('#subform[4].TextField13[31]')).toBe('Secondary school');
    expect(texts.get('#subform[4].TextField13[14]')).toBe('Guatemala');
    // Items past the form's rows continue on Supplement B printed the same way.
    const supplement = [...texts.values()].join('\n');
    expect(supplement).toContain('Secondary school');
    expect(supplement).toMatch(/Calle 6; Quetzaltenango; Guatemala/);
    expect(supplement).not.toMatch(/\bGT\b|\buniversity\b/);
  });

  it('I-765: the country of citizenship and the interpreter’s language by their English names', async () => {
    const texts = await filledTexts('i-765');
    expect(texts.get('Page2[0].Line17a_CountryOfBirth[0]')).toBe('Guatemala');
    expect(texts.get('Page4[0].Pt3Line1b_Language[0]')).toBe('Spanish');
  });
});
