/**
 * Generated pages (cover letter, exhibit index, tab pages, signing sheet) on US Letter with the
 * standard Helvetica fonts. Text those fonts cannot encode (names in another alphabet) is shown
 * with a placeholder rather than failing the whole package; the applicant's forms carry the names.
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export const LETTER: [number, number] = [612, 792];
const MARGIN = 72;

export interface TextFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedTextFonts(doc: PDFDocument): Promise<TextFonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** Keeps the characters WinAnsi (the standard fonts' encoding) has; others become '?'. */
export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      return code === 0x0a ||
        (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        '–—‘’“”•…€'.includes(char)
        ? char
        : '?';
    })
    .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes flowing text down US Letter pages, adding pages as needed. */
export class TextWriter {
  #page: PDFPage;
  #y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: TextFonts,
  ) {
    this.#page = this.#newPage();
    this.#y = LETTER[1] - MARGIN;
  }

  #newPage(): PDFPage {
    const page = this.doc.addPage(LETTER);
    this.pages.push(page);
    this.#y = LETTER[1] - MARGIN;
    return page;
  }

  get page(): PDFPage {
    return this.#page;
  }

  text(value: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(value, font, size, LETTER[0] - 2 * MARGIN)) {
      if (this.#y - size < MARGIN) this.#page = this.#newPage();
      this.#y -= size * 1.35;
      this.#page.drawText(line, { x: MARGIN, y: this.#y, size, font, color: rgb(0, 0, 0) });
    }
    this.#y -= options.gap ?? 4;
  }

  space(points = 10): void {
    this.#y -= points;
  }
}
