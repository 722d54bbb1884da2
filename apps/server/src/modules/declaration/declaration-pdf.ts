/**
 * Draws the declaration as a statement under penalty of perjury: the title, the declarant's name and
 * A-Number, numbered paragraphs under each section's heading, the perjury statement, and a signature
 * and date block left empty for a handwritten signature. Every page carries its number.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { DocumentWords } from './declaration-content';
import { recordSignSpots, type SignSpot } from '../../lib/sign-spots';
import { toWinAnsi } from '../../lib/win-ansi';

export interface DeclarationPdfSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface DeclarationPdfInput {
  readonly title: string;
  readonly words: DocumentWords;
  readonly lang: 'en' | 'es';
  readonly name: string;
  readonly aNumber: string | null;
  readonly sections: readonly DeclarationPdfSection[];
  /** Shown under the title of a translation. */
  readonly note?: string;
  /** Shown at the top of every page of an unreviewed machine draft. */
  readonly draftMark?: string;
  /** How the 'where to sign' guidance names this document, in both languages. */
  readonly signName: { readonly en: string; readonly es: string };
  readonly createdAt: Date;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = 72;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const NUMBER_WIDTH = 28;

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Room above a signature or date line for the hand to write in. */
const WRITING_HEIGHT = 28;

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  /** The lines drawn to write on by hand, by page and position. */
  readonly writingLines: { page: number; box: SignSpot['box'] }[] = [];
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(raw: string, { size = 11, font = this.regular, indent = 0, gap = 8, color = INK, lead = '' } = {}) {
    const lineHeight = size * 1.45;
    wrap(toWinAnsi(raw), font, size, CONTENT_WIDTH - indent).forEach((line, index) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (index === 0 && lead !== '')
        this.page.drawText(lead, { x: MARGIN, y: this.y, size, font: this.regular, color });
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    });
    this.y -= gap;
  }

  line(label: string, width: number) {
    this.ensure(40);
    this.y -= 34;
    this.writingLines.push({
      page: this.pages.length,
      box: { x: MARGIN, y: PAGE.height - this.y - WRITING_HEIGHT, width, height: WRITING_HEIGHT },
    });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + width, y: this.y },
      thickness: 0.8,
      color: INK,
    });
    this.y -= 13;
    this.page.drawText(toWinAnsi(label), {
      x: MARGIN,
      y: this.y,
      size: 9.5,
      font: this.regular,
      color: MUTED,
    });
  }
}

export async function renderDeclarationPdf(input: DeclarationPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(input.title));
  doc.setProducer('Camino');
  doc.setCreator('Camino');
  doc.setLanguage(input.lang === 'es' ? 'es-US' : 'en-US');
  doc.setCreationDate(input.createdAt);
  doc.setModificationDate(input.createdAt);
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.TimesRoman),
    await doc.embedFont(StandardFonts.TimesRomanBold),
  );
  const { words } = input;

  writer.text(input.title, { size: 14, font: writer.bold, gap: 4 });
  if (input.note) writer.text(input.note, { size: 10, color: MUTED, gap: 4 });
  writer.text(`${words.name}: ${input.name}`, { gap: 0 });
  if (input.aNumber) writer.text(`${words.aNumber}: ${input.aNumber}`, { gap: 0 });
  writer.y -= 10;
  writer.text(fill(words.intro, { name: input.name }), { gap: 10 });

  let number = 0;
  for (const section of input.sections) {
    if (section.paragraphs.length === 0) continue;
    writer.ensure(60);
    writer.text(section.title, { font: writer.bold, gap: 6 });
    for (const paragraph of section.paragraphs) {
      number += 1;
      writer.text(paragraph, { indent: NUMBER_WIDTH, lead: `${number}.` });
    }
  }

  writer.ensure(150);
  writer.y -= 6;
  writer.text(words.perjury, { gap: 6 });
  writer.line(`${words.signature} — ${input.name}`, 260);
  writer.line(words.date, 160);
  const [signature, date] = writer.writingLines;
  recordSignSpots(doc, [
    { ...signature!, who: 'applicant', mark: 'signature', document: input.signName },
    { ...date!, who: 'applicant', mark: 'date', document: input.signName },
  ]);

  const pages = writer.pages.length;
  writer.pages.forEach((page, index) => {
    const label = toWinAnsi(fill(words.page, { page: String(index + 1), pages: String(pages) }));
    page.drawText(label, { x: MARGIN, y: MARGIN / 2, size: 9, font: writer.regular, color: MUTED });
    if (input.draftMark)
      page.drawText(toWinAnsi(input.draftMark), {
        x: MARGIN,
        y: PAGE.height - MARGIN / 2,
        size: 10,
        font: writer.bold,
        color: rgb(0.7, 0.1, 0.1),
      });
  });
  return doc.save();
}
