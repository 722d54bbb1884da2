/**
 * Generated pages (cover letter, exhibit index, tab pages) on US Letter. Text is drawn with the
 * standard Helvetica fonts; a run of characters they cannot encode (a name in Cyrillic, Greek,
 * Georgian…) is drawn with the Noto font the forms use for such names, embedded only when needed.
 * Only what no shipped font can draw (scripts that need shaping) is shown with a placeholder, rather
 * than failing the whole package.
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { isWinAnsi, toWinAnsi } from '../../lib/win-ansi';
import { nativeScriptFont } from '../forms';

export const LETTER: [number, number] = [612, 792];
const MARGIN = 72;

export interface TextFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** A font able to draw every character of `text`, embedded once per set of characters; null when none. */
  native(text: string): Promise<PDFFont | null>;
}

export async function embedTextFonts(doc: PDFDocument): Promise<TextFonts> {
  const embedded = new Map<string, Promise<PDFFont | null>>();
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    native(text) {
      const key = [...new Set(text)].sort().join('');
      let font = embedded.get(key);
      if (font === undefined) {
        font = nativeScriptFont(doc, key);
        embedded.set(key, font);
      }
      return font;
    },
  };
}

/** What the standard font can draw of a label: see `toWinAnsi`. */
export const printable = toWinAnsi;

interface Run {
  text: string;
  font: PDFFont;
}

/**
 * Splits a line into runs of one font each: the standard font for what WinAnsi encodes, the native
 * font (when one exists) for the rest, and '?' in the standard font when none can draw it.
 */
async function runsOf(line: string, base: PDFFont, fonts: TextFonts): Promise<Run[]> {
  const chars = [...line.normalize('NFC')];
  const others = chars.filter((char) => !isWinAnsi(char)).join('');
  const native = others === '' ? null : await fonts.native(others);
  const runs: Run[] = [];
  for (const char of chars) {
    const own = isWinAnsi(char);
    const font = own || native === null ? base : native;
    const text = own || native !== null ? char : '?';
    const last = runs.at(-1);
    if (last && last.font === font) last.text += text;
    else runs.push({ text, font });
  }
  return runs;
}

const widthOf = (runs: readonly Run[], size: number): number =>
  runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

/** Draws one line of text at (x, y), switching fonts where the script changes; returns its width. */
export async function drawLine(
  page: PDFPage,
  fonts: TextFonts,
  line: string,
  options: { x: number; y: number; size: number; bold?: boolean },
): Promise<number> {
  let x = options.x;
  for (const run of await runsOf(line, options.bold ? fonts.bold : fonts.regular, fonts)) {
    page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: rgb(0, 0, 0) });
    x += run.font.widthOfTextAtSize(run.text, options.size);
  }
  return x - options.x;
}

/** The lines `text` takes at `size` within `width`, broken between words. */
export async function wrap(
  text: string,
  fonts: TextFonts,
  base: PDFFont,
  size: number,
  width: number,
): Promise<string[]> {
  const lines: string[] = [];
  for (const paragraph of text.normalize('NFC').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf(await runsOf(candidate, base, fonts), size) > width) {
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

  async text(value: string, options: { size?: number; bold?: boolean; gap?: number } = {}): Promise<void> {
    const size = options.size ?? 11;
    const base = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of await wrap(value, this.fonts, base, size, LETTER[0] - 2 * MARGIN)) {
      if (this.#y - size < MARGIN) this.#page = this.#newPage();
      this.#y -= size * 1.35;
      await drawLine(this.#page, this.fonts, line, {
        x: MARGIN,
        y: this.#y,
        size,
        bold: options.bold === true,
      });
    }
    this.#y -= options.gap ?? 4;
  }

  space(points = 10): void {
    this.#y -= points;
  }
}
