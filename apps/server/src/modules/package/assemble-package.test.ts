import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadFormFolder } from '@camino/content';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { assemblePackage, type PackageForm, type PageRenderer } from './assemble-package';
import { joinPdfs, renderDeclarationPdf } from '../declaration/test-support';
import { buildTranslatorCertificatePdf } from '../documents';
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

async function assemble(
  locale: 'en' | 'es',
  more: { forms?: PackageForm[]; declaration?: Uint8Array; renderPage?: PageRenderer } = {},
) {
  return assemblePackage(
    {
      locale,
      date: new Date('2026-11-25T12:00:00Z'),
      applicantName: 'Maria Ramirez Cruz',
      returnAddress: [],
      officeAddress: ['USCIS Vermont Service Center'],
      forms: more.forms ?? forms,
      declaration: more.declaration ?? null,
      exhibits: [],
      signPages: await loadSignPages(CONTENT_DIR),
    },
    more.renderPage ?? null,
  );
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
    // The principal and the family member each sign every Supplement A: two lines per copy, each in
    // the list on the first page and on a page of its own.
    expect(sheet.match(/Supplement A — Rosa, page 9/g)).toHaveLength(4);
    expect(sheet).not.toContain('I-914SUPA');
  });
});

describe('every line to sign or date, from the filled package', () => {
  const declarationIn = (lang: 'en' | 'es', signName: { en: string; es: string }) =>
    renderDeclarationPdf({
      title: lang === 'es' ? 'Declaración' : 'Declaration',
      words: {
        name: 'Name',
        aNumber: 'A-Number',
        intro: 'I, {{name}}, declare:',
        perjury: 'I declare under penalty of perjury that the foregoing is true and correct.',
        signature: 'Signature',
        date: 'Date',
        page: 'Page {{page}} of {{pages}}',
      } as never,
      lang,
      name: 'Maria Ramirez Cruz',
      aNumber: null,
      sections: [{ title: 'What happened', paragraphs: Array.from({ length: 30 }, () => 'A long paragraph. '.repeat(12)) }],
      signName,
      createdAt: new Date('2026-11-25T12:00:00Z'),
    });

  it("lists the declaration, its translation, the translator's certificate and the written continuation sheets", async () => {
    const declaration = await joinPdfs([
      await declarationIn('es', { en: 'Declaration (Spanish original)', es: 'Declaración (original en español)' }),
      await declarationIn('en', { en: 'Declaration (English translation)', es: 'Declaración (traducción al inglés)' }),
      await buildTranslatorCertificatePdf({ translatorName: '', translatorAddress: '', sourceLanguage: 'es', documentTitle: 'Declaration' }),
    ]);
    const principal = forms[0]!;
    const continued: PackageForm = { ...principal, printedPages: 12, continued: true };
    const assembled = await assemble('en', { forms: [continued, forms[1]!], declaration });
    const spots = assembled.signSpots.map((spot) => `${spot.document.en} p${spot.page} ${spot.mark}`);
    expect(spots).toEqual(
      expect.arrayContaining([
        'Form I-914 p9 signature',
        'Form I-914 p12 signature-date',
        'Form I-914, Supplement A — Rosa p9 signature',
        'Declaration (Spanish original) p4 signature',
        'Declaration (Spanish original) p4 date',
        'Declaration (English translation) p4 signature',
        'Declaration (English translation) p4 date',
        "Translator's certificate p1 signature",
        "Translator's certificate p1 date",
      ]),
    );
    // A Supplement A whose continuation page holds nothing is not to be signed there.
    expect(spots).not.toContain('Form I-914, Supplement A — Rosa p12 signature-date');
    const whole = assembled.parts.find((part) => part.id === 'package')!;
    for (const spot of assembled.signSpots.filter((candidate) => candidate.document.en.startsWith('Decl'))) {
      const page = pdfText(whole.bytes, spot.packagePage);
      expect(page).toContain(spot.mark === 'date' ? 'Date' : 'Signature');
    }
    const certificate = assembled.signSpots.find((spot) => spot.document.en === "Translator's certificate")!;
    expect(pdfText(whole.bytes, certificate.packagePage)).toMatch(/certif/i);
    const sheet = pdfText(assembled.parts.find((part) => part.id === 'sign-here')!.bytes);
    expect(sheet).toContain(`${assembled.signSpots.length} places to sign or date.`);
    expect(sheet).toContain("Translator's certificate, page 1");
    expect(sheet).toContain('Declaration (English translation), page 4');
  });

  it('shows the filled page, drawn as the package prints, on the signing sheet', async () => {
    const drawn: number[] = [];
    const picture = await sharp({ create: { width: 10, height: 13, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const assembled = await assemble('es', {
      forms: [forms[0]!],
      renderPage: (_pdf, page) => {
        drawn.push(page);
        return Promise.resolve(new Uint8Array(picture));
      },
    });
    expect(drawn).toEqual(assembled.signSpots.map((spot) => spot.packagePage));
    const sheet = await PDFDocument.load(assembled.parts.find((part) => part.id === 'sign-here')!.bytes);
    expect(sheet.getPageCount()).toBe(1 + assembled.signSpots.length);
  });
});
