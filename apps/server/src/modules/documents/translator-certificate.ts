/**
 * The translator's certificate USCIS requires with every translation (8 CFR 103.2(b)(3)): the
 * translator's name and address, a statement of competence in both languages and of an accurate
 * translation, and lines to sign and date. Its text is content (content/documents), in English.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import iso6391, { type LanguageCode } from 'iso-639-1';
import { recordSignSpots, type SignSpot } from '../../lib/sign-spots';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { parse } from 'yaml';
import { z } from 'zod';
import { REPO_ROOT } from '../../paths';
import { toWinAnsi } from '../../lib/win-ansi';
import { contentCache } from '../../lib/content-cache';

export type TranslationSourceLanguage = Exclude<LanguageCode, 'en'>;

export interface TranslatorCertificateInput {
  translatorName: string;
  translatorAddress: string;
  /** The language of the original document (ISO 639-1). */
  sourceLanguage: TranslationSourceLanguage;
  documentTitle: string;
  /** As the translator wrote it; a blank line to write on when absent. */
  date?: string;
}

const certificateTextSchema = z.object({
  title: z.string().min(1),
  regulation: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  signature: z.object({
    signature: z.string().min(1),
    name: z.string().min(1),
    address: z.string().min(1),
    date: z.string().min(1),
  }),
});

type CertificateText = z.infer<typeof certificateTextSchema>;

const DEFAULT_CONTENT_DIR = path.join(REPO_ROOT, 'content');
const certificateText = contentCache(async (contentDir: string): Promise<CertificateText> =>
  certificateTextSchema.parse(
    parse(await readFile(path.join(contentDir, 'documents', 'translator-certificate.yaml'), 'utf8')),
  ),
);

const PAGE = { width: 612, height: 792 };
const MARGIN = 72;
const WIDTH = PAGE.width - MARGIN * 2;
const INK = rgb(0.1, 0.1, 0.1);
const BLANK = '____________________________';

function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= WIDTH || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function languageName(code: TranslationSourceLanguage): string {
  const name = iso6391.getName(code);
  if (!name) throw new Error(`Unknown language code ${code}`);
  return name;
}

/** The certificate as a one-page PDF for the translator to sign. */
export async function buildTranslatorCertificatePdf(
  input: TranslatorCertificateInput,
  contentDir: string = DEFAULT_CONTENT_DIR,
): Promise<Uint8Array> {
  const text = await certificateText(contentDir);
  const given = (value: string | undefined) => {
    const clean = toWinAnsi(value ?? '').trim();
    return clean === '' ? BLANK : clean;
  };
  const values: Record<string, string> = {
    translatorName: given(input.translatorName),
    translatorAddress: given(input.translatorAddress),
    sourceLanguage: languageName(input.sourceLanguage),
    documentTitle: given(input.documentTitle),
  };
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

  const doc = await PDFDocument.create();
  doc.setTitle(text.title);
  doc.setCreator('Camino');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const line = (content: string, font: PDFFont, size: number, gap = size * 1.5) => {
    page.drawText(content, { x: MARGIN, y, size, font, color: INK });
    y -= gap;
  };

  line(text.title, bold, 18, 24);
  line(text.regulation, regular, 10, 36);
  for (const paragraph of text.paragraphs) {
    for (const wrapped of wrap(fill(paragraph), regular, 12)) line(wrapped, regular, 12, 18);
    y -= 14;
  }
  y -= 30;
  const writingLines: SignSpot['box'][] = [];
  const field = (label: string, value: string) => {
    line(value, regular, 12, 14);
    writingLines.push({ x: MARGIN, y: PAGE.height - (y + 10) - 26, width: WIDTH * 0.75, height: 26 });
    page.drawLine({
      start: { x: MARGIN, y: y + 10 },
      end: { x: MARGIN + WIDTH * 0.75, y: y + 10 },
      thickness: 0.6,
      color: INK,
    });
    line(label, regular, 9, 34);
  };
  field(text.signature.signature, '');
  field(text.signature.name, values.translatorName === BLANK ? '' : values.translatorName!);
  field(text.signature.address, values.translatorAddress === BLANK ? '' : values.translatorAddress!);
  field(text.signature.date, toWinAnsi(input.date ?? '').trim());
  const document = { en: "Translator's certificate", es: 'Certificado del traductor' };
  recordSignSpots(doc, [
    { page: 1, box: writingLines[0]!, who: 'translator', mark: 'signature', document },
    ...(input.date ? [] : [{ page: 1, box: writingLines[3]!, who: 'translator' as const, mark: 'date' as const, document }]),
  ]);
  return doc.save();
}
