import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import { isTextEntry } from '@camino/content';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFName, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { CONTINUED, entryValue, fillForm } from './fill-form';
import { nativeScriptFont } from './native-script-fonts';
import { FIXTURE_APPLICANTS } from './test-fixtures';

let i589: FormFolder;
beforeAll(async () => {
  i589 = await loadFormFolder('i-589');
});

const F = 'form1[0].';

async function readBack(pdf: Uint8Array): Promise<Map<string, string | boolean>> {
  const doc = await PDFDocument.load(pdf);
  const values = new Map<string, string | boolean>();
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) values.set(field.getName(), field.getText() ?? '');
    if (field instanceof PDFCheckBox) values.set(field.getName(), field.isChecked());
    if (field instanceof PDFDropdown) values.set(field.getName(), field.getSelected()[0] ?? '');
  }
  return values;
}

/**
 * Fills the I-589 for a fixture applicant and reads every mapped field back: each holds what its
 * mapping gives for the fixture's answers (the note, for an answer continued on Supplement B; empty,
 * for one left to write by hand), and a field the answers do not reach stays empty.
 */
async function fillAndRead(name: keyof typeof FIXTURE_APPLICANTS) {
  const values = FIXTURE_APPLICANTS[name]!;
  const filled = await fillForm(i589, values);
  const read = await readBack(filled.pdf);
  for (const [field, value] of filled.filled) expect(read.get(field), field).toEqual(value);
  const mapping = i589.mapping!;
  for (const [field, entry] of Object.entries(mapping.fields)) {
    const full = `${mapping.root}.${field}`;
    const expected = entryValue(entry, values);
    const actual = read.get(full);
    if (expected === true) expect(actual, full).toBe(true);
    else if (expected === undefined || expected === false) {
      if (!filled.filled.has(full)) expect(actual === false || actual === '', full).toBe(true);
    } else if (filled.handwritten.includes(full)) expect(actual, full).toBe('');
    else if (isTextEntry(entry) && entry.overflow !== undefined && expected.length > entry.overflow.fits)
      expect(actual, full).toBe(CONTINUED);
    else expect(typeof actual === 'string' && actual.trim().startsWith(expected.trim()), full).toBe(true);
  }
  return { filled, read };
}

describe('filling the I-589', () => {
  it('fills a principal applicant alone, formatted the way each field prints, and stays fillable', async () => {
    const { read, filled } = await fillAndRead('alone');
    expect(read.get(`${F}#subform[0].PtAILine1_ANumber[0]`)).toBe('12345678');
    expect(read.get(`${F}#subform[0].PtAILine4_LastName[0]`)).toBe('LOPEZ GARCIA');
    expect(read.get(`${F}#subform[0].DateTimeField1[0]`)).toBe('03/07/1990');
    expect(read.get(`${F}#subform[0].TextField1[4]`)).toBe('San Salvador, El Salvador');
    expect(read.get(`${F}#subform[0].TextField5[0]`)).toBe('El Salvador');
    expect(read.get(`${F}#subform[0].PtAILine8_AreaCode[0]`)).toBe('713');
    expect(read.get(`${F}#subform[0].PtAILine8_TelephoneNumber[0]`)).toBe('5550100');
    expect(read.get(`${F}#subform[0].PartALine9Sex[1]`)).toBe(true);
    expect(read.get(`${F}#subform[0].PartALine9Sex[0]`)).toBe(false);
    expect(read.get(`${F}#subform[0].CheckBox4[1]`)).toBe(true);
    expect(read.get(`${F}#subform[1].CheckBox5[0]`)).toBe(true);
    expect(read.get(`${F}#subform[1].ChildrenCheckbox[1]`)).toBe(true);
    expect(read.get(`${F}#subform[1].TotalChild[0]`)).toBe('0');
    expect(read.get(`${F}#subform[4].DateTimeField21[0]`)).toBe('01/2010');
    expect(read.get(`${F}#subform[4].CheckBoxAIII5\\.f[0]`)).toBe(true);
    expect(read.get(`${F}#subform[5].#subform[6].CheckBoxpolitics[0]`)).toBe(true);
    expect(read.get(`${F}#subform[5].#subform[6].ckboxyn1a[0]`)).toBe(true);
    expect(read.get(`${F}#subform[5].#subform[6].TextField14[0]`)).toContain('community meeting');
    expect(read.get(`${F}#subform[10].TextField20[0]`)).toBe('Maria Elena Lopez Garcia');
    expect(read.get(`${F}#subform[10].PtD_ckboxynd1[1]`)).toBe(true);
    expect(filled.continuations).toEqual([]);
    expect(read.get(`${F}#subform[13].TextField32[0]`)).toBe('');
    const doc = await PDFDocument.load(filled.pdf);
    expect(doc.getForm().getFields()).toHaveLength(460);
    expect(doc.catalog.has(PDFName.of('Perms'))).toBe(false);
  });

  it('fills a spouse and three children, the third abroad', async () => {
    const { read } = await fillAndRead('spouseAndThreeChildren');
    expect(read.get(`${F}#subform[0].Marital[1]`)).toBe(true);
    expect(read.get(`${F}#subform[1].NotMarried[0].PtAIILine6_FirstName[0]`)).toBe('CARLOS');
    expect(read.get(`${F}#subform[1].NotMarried[0].PtAIILine24_Yes[0]`)).toBe(true);
    expect(read.get(`${F}#subform[1].TotalChild[0]`)).toBe('3');
    expect(read.get(`${F}#subform[1].ChildFirst1[0]`)).toBe('ANA');
    expect(read.get(`${F}#subform[1].ChildMarital1[0]`)).toBe('Single');
    expect(read.get(`${F}#subform[3].ChildFirst2[0]`)).toBe('LUIS');
    expect(read.get(`${F}#subform[3].CheckBox26_Sex[0]`)).toBe(true);
    expect(read.get(`${F}#subform[3].CheckBox27[0]`)).toBe(true);
    expect(read.get(`${F}#subform[3].CheckBox37[1]`)).toBe(true);
    expect(read.get(`${F}#subform[3].PtAIILine13_Specify3[0]`)).toBe('San Salvador, El Salvador');
    expect(read.get(`${F}#subform[3].ChildFirst4[0]`)).toBe('');
    expect(read.get(`${F}#subform[12].TextField12[2]`)).toBe('');
  });

  it('puts the fifth child on Supplement A with the applicant named on it', async () => {
    const { read } = await fillAndRead('fiveChildren');
    expect(read.get(`${F}#subform[3].ChildFirst4[0]`)).toBe('DIEGO');
    expect(read.get(`${F}#subform[12].TextField12[2]`)).toBe('ELENA');
    expect(read.get(`${F}#subform[12].DateTimeField14[0]`)).toBe('05/15/2015');
    expect(read.get(`${F}#subform[12].ApplicantName[0]`)).toBe('Maria Elena Lopez Garcia');
    expect(read.get(`${F}#subform[12].PtAILine1_ANumber[1]`)).toBe('12345678');
    expect(read.get(`${F}#subform[12].TextField12[12]`)).toBe('');
  });

  it('continues long answers on Supplement B with the part and question they continue', async () => {
    const { read, filled } = await fillAndRead('longAnswers');
    expect(read.get(`${F}#subform[5].#subform[6].TextField14[0]`)).toBe(CONTINUED);
    expect(read.get(`${F}#subform[9].PCL5_TextField[0]`)).toBe(CONTINUED);
    expect(filled.continuations.map((item) => `${item.part} ${item.question}`)).toEqual([
      'Part B 1.A',
      'Part C 5',
    ]);
    expect(read.get(`${F}#subform[13].TextField31[0]`)).toBe('B, C');
    expect(read.get(`${F}#subform[13].TextField31[1]`)).toBe('1.A, 5');
    const text = read.get(`${F}#subform[13].TextField32[0]`) as string;
    expect(text).toContain('Part B, Question 1.A (continued):\nOn day 1 they came back');
    expect(text).toContain('Part C, Question 5 (continued):');
    expect(read.get(`${F}#subform[13].SupBApplicantName[0]`)).toBe('Maria Elena Lopez Garcia');
  });

  it("continues children, residences and jobs beyond the form's rows on Supplement B, one line each", async () => {
    const { read, filled } = await fillAndRead('longLists');
    expect(read.get(`${F}#subform[1].TotalChild[0]`)).toBe('8');
    expect(read.get(`${F}#subform[12].TextField12[12]`)).toBe('CHILD6');
    expect(filled.continuations.map((item) => `${item.part} ${item.question}`)).toEqual([
      'Part A.II children (Supplement A)',
      'Part A.III 2',
      'Part A.III 4',
    ]);
    const text = read.get(`${F}#subform[13].TextField32[0]`) as string;
    expect(text).toContain(
      'Part A.II, Question children (Supplement A) (continued):\n7. LOPEZ; CHILD7; 07/17/2017',
    );
    expect(text).toContain('8. LOPEZ; CHILD8');
    // Continued items print their dates as the rows do: MM/YYYY.
    expect(text).toContain('6. 6 Calle Real; San Salvador; El Salvador; 01/2014');
    expect(text).toContain('7. 7 Calle Real');
    expect(text).toContain('4. Employer 4; Cook\n5. Employer 5; Cook');
    expect(text).not.toContain('5 Calle Real');
    expect(read.get(`${F}#subform[13].TextField31[0]`)).toBe('A.II, A.III');
  });

  it('continues answers longer than a page on further copies of Supplement B, each with its header, part and question', async () => {
    const { read, filled } = await fillAndRead('veryLongAnswers');
    const doc = await PDFDocument.load(filled.pdf);
    const copies = doc.getPageCount() - 12;
    expect(copies).toBeGreaterThanOrEqual(2);
    expect(filled.pageCount).toBe(doc.getPageCount());
    const sheet = (n: number) => (n === 1 ? `${F}#subform[13].` : `${F}SupplementB${n}[0].`);
    const pages = Array.from({ length: copies + 1 }, (_, index) => ({
      part: read.get(`${sheet(index + 1)}TextField31[0]`) as string,
      question: read.get(`${sheet(index + 1)}TextField31[1]`) as string,
      text: read.get(`${sheet(index + 1)}TextField32[0]`) as string,
      name: read.get(`${sheet(index + 1)}SupBApplicantName[0]`),
      aNumber: read.get(`${sheet(index + 1)}PtAILine1_ANumber[2]`),
    }));
    for (const page of pages) {
      expect(page.name).toBe('Maria Elena Lopez Garcia');
      expect(page.aNumber).toBe('12345678');
      // Each page starts under the heading of the answer it continues.
      expect(page.text).toMatch(/^Part [BC], Question (1\.A|5) \(continued\):\n/);
      const parts = page.part.split(', ');
      for (const part of parts) expect(page.text).toContain(`Part ${part}, Question`);
    }
    expect(pages[0]!.part).toBe('B');
    expect(pages.at(-1)!.part).toBe('C');
    expect(pages.at(-1)!.question).toBe('5');
    // Read back page by page, the answers are whole and in order, nothing lost between pages.
    const continued = (heading: RegExp) =>
      pages
        .flatMap((page) => page.text.split(/\n\n/))
        .filter((block) => heading.test(block))
        .map((block) => block.split('\n').slice(1).join(' '))
        .join(' ');
    expect(continued(/^Part B, Question 1\.A/)).toBe(
      FIXTURE_APPLICANTS.veryLongAnswers!.get('claim.past_harm_details'),
    );
    expect(continued(/^Part C, Question 5/)).toBe(
      FIXTURE_APPLICANTS.veryLongAnswers!.get('other.late_filing_reason'),
    );
    // The copies are the printed Supplement B page, and their fields stay fillable.
    const renderer = createPopplerRenderer();
    const last = await renderer.extractText(filled.pdf, 12 + copies);
    expect(last).toContain('Supplement B');
    expect(last).toContain('Sentence 150 of why I filed late');
    expect(doc.getForm().getField(`${F}SupplementB2[0].TextField32[0]`)).toBeInstanceOf(PDFTextField);
  }, 60_000);

  it('is deterministic: the same answers give the same bytes', async () => {
    const first = await fillForm(i589, FIXTURE_APPLICANTS.alone!);
    const second = await fillForm(i589, FIXTURE_APPLICANTS.alone!);
    expect(Buffer.from(first.pdf).equals(Buffer.from(second.pdf))).toBe(true);
  });
});

describe('a name in the applicant’s own alphabet', () => {
  it.each([
    ['Cyrillic', 'Мария Лопес'],
    ['Greek', 'Μαρία Λόπεζ'],
    ['Georgian', 'მარია ლოპესი'],
  ])('prints a %s name in Part D with a shipped font', async (_script, name) => {
    const values = new Map(FIXTURE_APPLICANTS.alone!);
    values.set('signature.native_name', name);
    const filled = await fillForm(i589, values, { fontFor: nativeScriptFont });
    const read = await readBack(filled.pdf);
    expect(read.get(`${F}#subform[10].TextField20[1]`)).toBe(name);
  });

  it('leaves a name no shipped font can draw empty, for the applicant to write by hand', async () => {
    const values = new Map(FIXTURE_APPLICANTS.alone!);
    values.set('signature.native_name', 'مريم لوبيز');
    const filled = await fillForm(i589, values, { fontFor: nativeScriptFont });
    expect(filled.handwritten).toEqual([`${F}#subform[10].TextField20[1]`]);
    expect((await readBack(filled.pdf)).get(`${F}#subform[10].TextField20[1]`)).toBe('');
  });
});
