/**
 * Draws the service contract: its details (who, what, which plan, when), the clauses in the
 * applicant's language, and the signature block — empty on the copy to read, filled in with the
 * drawn signature, time and address on the signed copy.
 */
import type { Locale } from '@camino/contracts';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ContractText } from './legal-documents';
import { toWinAnsi } from '../../lib/win-ansi';

export interface ContractDetails {
  applicantName: string;
  strategy: string;
  plan: string;
  /** Null before a plan is paid for. */
  price: string | null;
  /** The day the contract is made, already written in the contract's language. */
  date: string;
}

export interface ContractSignature {
  png: Uint8Array;
  /** Written in the contract's language, with its time zone. */
  signedAt: string;
  clientAddress: string;
}

export interface ContractPdfInput {
  text: ContractText;
  version: string;
  locale: Locale;
  details: ContractDetails;
  signature?: ContractSignature;
  /** PDF creation date; the signing time on a signed copy. */
  createdAt: Date;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const SIGNATURE_BOX = { width: 240, height: 90 };

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A cursor down the pages that starts a new page when the next block would not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  text(raw: string, { size = 10.5, font = this.regular, indent = 0, gap = 6, color = INK } = {}) {
    const lineHeight = size * 1.35;
    for (const line of wrap(toWinAnsi(raw), font, size, CONTENT_WIDTH - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color });
    }
    this.y -= gap;
  }

  bullet(raw: string) {
    this.ensure(14);
    this.page.drawText('•', {
      x: MARGIN + 6,
      y: this.y - 14 + 3.2,
      size: 10.5,
      font: this.regular,
      color: INK,
    });
    this.text(raw, { indent: 18, gap: 3 });
  }
}

function drawSignatureBlock(writer: Writer, input: ContractPdfInput, image: PDFImage | null) {
  const { labels } = input.text;
  writer.ensure(SIGNATURE_BOX.height + 90);
  writer.y -= 12;
  writer.text(labels.signature, { font: writer.bold, size: 12 });
  const top = writer.y;
  const bottom = top - SIGNATURE_BOX.height;
  if (image) {
    const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height);
    writer.page.drawImage(image, {
      x: MARGIN,
      y: bottom,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  writer.page.drawLine({
    start: { x: MARGIN, y: bottom - 2 },
    end: { x: MARGIN + SIGNATURE_BOX.width, y: bottom - 2 },
    thickness: 0.8,
    color: MUTED,
  });
  writer.y = bottom - 8;
  writer.text(input.details.applicantName, { size: 10 });
  if (input.signature) {
    writer.text(`${labels.signedAt}: ${input.signature.signedAt}`, { size: 9.5, color: MUTED, gap: 2 });
    writer.text(`${labels.signedFrom}: ${input.signature.clientAddress}`, { size: 9.5, color: MUTED });
  } else {
    writer.text(labels.unsigned, { size: 9.5, color: MUTED });
  }
}

export async function renderContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const { text, details } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(text.title));
  doc.setAuthor('Camino');
  doc.setProducer('Camino');
  doc.setLanguage(input.locale === 'es' ? 'es-US' : 'en-US');
  doc.setCreationDate(input.createdAt);
  doc.setModificationDate(input.createdAt);
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const image = input.signature ? await doc.embedPng(input.signature.png) : null;

  writer.text(text.title, { font: writer.bold, size: 20, gap: 12 });
  writer.text(text.labels.details, { font: writer.bold, size: 12 });
  const rows: [string, string][] = [
    [text.labels.applicant, details.applicantName],
    [text.labels.caseType, details.strategy],
    [text.labels.plan, details.plan],
    ...(details.price ? ([[text.labels.price, details.price]] as [string, string][]) : []),
    [text.labels.date, details.date],
    [text.labels.version, input.version],
  ];
  for (const [label, value] of rows) writer.text(`${label}: ${value}`, { gap: 1 });
  writer.y -= 10;

  const values = {
    name: details.applicantName,
    strategy: details.strategy,
    plan: details.plan,
    date: details.date,
  };
  const blocks = (list: ContractText['intro']) => {
    for (const block of list) {
      if (block.type === 'paragraph') writer.text(fill(block.text, values));
      else for (const item of block.items) writer.bullet(fill(item, values));
    }
  };
  blocks(text.intro);
  for (const section of text.sections) {
    writer.ensure(40);
    writer.y -= 6;
    writer.text(section.heading, { font: writer.bold, size: 12, gap: 4 });
    blocks(section.blocks);
  }
  drawSignatureBlock(writer, input, image);

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = toWinAnsi(
      `${text.title} · ${input.version} · ${fill(text.labels.page, { page: String(index + 1), pages: String(pages.length) })}`,
    );
    page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: writer.regular, color: MUTED });
  });
  return doc.save();
}
