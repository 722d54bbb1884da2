import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadFormFolder } from '@camino/content';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { assemblePackage, type PackageForm } from './assemble-package';
import { loadFormInstructions } from './form-instructions';
import { readOutline } from './outline';
import { loadSignPages } from './sign-pages';

const CONTENT_DIR = path.resolve(__dirname, '../../../../../content');

function pdfText(pdf: Uint8Array, first?: number, last?: number): string {
  const range = first === undefined ? [] : ['-f', String(first), '-l', String(last ?? first)];
  const result = spawnSync('pdftotext', [...range, '-enc', 'UTF-8', '-', '-'], { input: pdf });
  expect(result.status, result.stderr.toString()).toBe(0);
  return result.stdout.toString('utf8');
}

let forms: PackageForm[];
beforeAll(async () => {
  const file = async (id: string) => (await loadFormFolder(id)).pdf;
  const instructions = await loadFormInstructions(CONTENT_DIR, 'i-914supb');
  const title = { en: 'Title', es: 'Título' };
  forms = [
    { id: 'i-914', formId: 'i-914', title, pdf: await file('i-914') },
    { id: 'i-914supa-1', formId: 'i-914supa', person: 'Rosa', title, pdf: await file('i-914supa') },
    { id: 'i-914supa-2', formId: 'i-914supa', person: 'Lucía', title, pdf: await file('i-914supa') },
    {
      id: 'i-914supb',
      formId: 'i-914supb',
      title,
      pdf: await file('i-914supb'),
      ...(instructions ? { instructions } : {}),
    },
    {
      id: 'i-765-2-c40',
      formId: 'i-765',
      person: 'Lucía',
      category: '(c)(40)',
      title,
      pdf: await file('i-765'),
    },
  ];
});

async function assemble(locale: 'en' | 'es') {
  return assemblePackage({
    locale,
    date: new Date('2026-11-25T12:00:00Z'),
    applicantName: 'Maria Ramirez Cruz',
    returnAddress: [],
    officeAddress: ['USCIS Vermont Service Center'],
    forms,
    declaration: null,
    exhibits: [],
    signPages: await loadSignPages(CONTENT_DIR),
  });
}

describe('a T visa package', () => {
  it("bookmarks each relative's copy by name and puts the officer's instructions before Supplement B", async () => {
    const assembled = await assemble('es');
    const whole = assembled.parts.find((part) => part.id === 'package')!;
    const outline = readOutline(await PDFDocument.load(whole.bytes));
    expect(outline.map((mark) => mark.title)).toEqual([
      'Cover letter',
      'Form I-765 — Lucía, (c)(40)',
      'Form I-914',
      'Form I-914, Supplement A — Rosa',
      'Form I-914, Supplement A — Lucía',
      'Form I-914, Supplement B: instructions',
      'Form I-914, Supplement B',
      'Index of exhibits',
    ]);
    const instructionsPage = outline.find((mark) => mark.title.endsWith('instructions'))!.pageIndex + 1;
    const page = pdfText(whole.bytes, instructionsPage);
    expect(page).toContain('Suplemento B: una declaración de un agente del orden');
    expect(page).toContain('For the officer');
    expect(page).toContain('To the certifying official');
    expect(page).toContain('Return the signed');
    expect(page).toContain('Para el agente');
    const supB = outline.find((mark) => mark.title === 'Form I-914, Supplement B')!.pageIndex;
    expect(supB).toBe(instructionsPage);
    expect(assembled.parts.filter((part) => part.kind === 'form').map((part) => part.title.es)).toContain(
      'Formulario I-914, Suplemento A — Rosa (rellenable)',
    );
  });

  it('lists on the signing sheet every copy that needs a signature, each by name', async () => {
    const assembled = await assemble('en');
    const sheet = pdfText(assembled.parts.find((part) => part.id === 'sign-here')!.bytes);
    const outline = readOutline(
      await PDFDocument.load(assembled.parts.find((part) => part.id === 'package')!.bytes),
    );
    const start = (title: string): number => outline.find((mark) => mark.title === title)!.pageIndex;
    for (const [title, page] of [
      ['Form I-914, Supplement A — Rosa', 9],
      ['Form I-914, Supplement A — Lucía', 9],
      ['Form I-765 — Lucía, (c)(40)', 4],
      ['Form I-914', 9],
    ] as const)
      expect(sheet).toContain(`${title}, page ${page} (page ${start(title) + page} of your package)`);
    // The principal and the family member each sign every Supplement A: two lines per copy.
    expect(sheet.match(/Supplement A — Rosa, page 9/g)).toHaveLength(2);
    expect(sheet).not.toContain('I-914SUPA');
  });
});
