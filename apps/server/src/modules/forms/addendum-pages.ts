import type { PDFDocument, PDFFont } from 'pdf-lib';
import { StandardFonts } from 'pdf-lib';
import type { Continuation } from './fill-form';
import { wrapLines } from './fill-form';

const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
const SIZE = 10;
const LINE = SIZE * 1.3;

/** WinAnsi (the standard fonts' encoding) draws Latin-1 text; anything else needs an embedded font. */
const needsOwnFont = (text: string): boolean => [...text].some((char) => char.codePointAt(0)! > 0xff);

export interface AddendumHeading {
  /** What the pages continue, e.g. "Form I-360, Part 15. Additional Information (continued)". */
  readonly title: string;
  /** Who the form is for, repeated on every page as the form's own continuation page asks. */
  readonly lines: readonly string[];
}

/**
 * Pages added after a form's last page for what its continuation page had no room for: each item under
 * the page, part and item number it continues, with the applicant's name and A-Number on every page.
 */
export async function addAddendumPages(
  doc: PDFDocument,
  heading: AddendumHeading,
  items: readonly Continuation[],
  fontFor?: (doc: PDFDocument, text: string) => Promise<PDFFont | null>,
): Promise<number> {
  if (items.length === 0) return 0;
  const all = [heading.title, ...heading.lines, ...items.map((item) => item.text)].join('\n');
  const own = needsOwnFont(all) ? await fontFor?.(doc, all) : null;
  const regular = own ?? (await doc.embedFont(StandardFonts.Helvetica));
  const bold = own ?? (await doc.embedFont(StandardFonts.HelveticaBold));
  // A character no font can draw is shown as '?', rather than failing the whole form.
  const drawable = (text: string): string =>
    own ? text : [...text].map((char) => (needsOwnFont(char) ? '?' : char)).join('');
  const width = LETTER[0] - 2 * MARGIN;
  let pages = 0;
  let page = doc.addPage(LETTER);
  let y = 0;
  const newPage = (): void => {
    if (pages > 0) page = doc.addPage(LETTER);
    pages++;
    y = LETTER[1] - MARGIN;
    for (const [index, line] of [heading.title, ...heading.lines].entries()) {
      page.drawText(drawable(line), {
        x: MARGIN,
        y,
        size: index === 0 ? 12 : SIZE,
        font: index === 0 ? bold : regular,
      });
      y -= index === 0 ? 18 : LINE;
    }
    y -= LINE / 2;
    // The form asks that each added sheet be signed and dated.
    page.drawText('Signature: ______________________________    Date (mm/dd/yyyy): ______________', {
      x: MARGIN,
      y: MARGIN - 18,
      size: SIZE,
      font: regular,
    });
  };
  newPage();
  const write = (text: string, font: PDFFont): void => {
    for (const line of wrapLines(drawable(text), font, SIZE, width).split('\n')) {
      if (y < MARGIN + LINE) newPage();
      page.drawText(line, { x: MARGIN, y, size: SIZE, font });
      y -= LINE;
    }
  };
  for (const item of items) {
    const where = [
      ...(item.page === undefined ? [] : [`Page ${item.page}`]),
      item.part,
      `Item ${item.question}`,
    ].join(', ');
    write(`${where} (continued):`, bold);
    write(item.text, regular);
    y -= LINE / 2;
  }
  return pages;
}
