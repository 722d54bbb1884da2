/** The generated pages of the package: cover letter, exhibit index and the lettered tab pages. */
import type { PDFDocument } from 'pdf-lib';
import { drawLine, LETTER, type TextFonts, TextWriter, wrap } from './text-pages';

export interface CoverLetterInput {
  date: string;
  applicantName: string;
  /** The return address (a survivor's safe address), or none. */
  returnAddress: readonly string[];
  officeAddress: readonly string[];
  formTitles: readonly string[];
  hasDeclaration: boolean;
  exhibitCount: number;
}

/** The letter to the filing office, in English (it is read by USCIS); returns its page count. */
export async function writeCoverLetter(
  doc: PDFDocument,
  fonts: TextFonts,
  input: CoverLetterInput,
): Promise<number> {
  const writer = new TextWriter(doc, fonts);
  await writer.text(input.applicantName, { bold: true, gap: 0 });
  for (const line of input.returnAddress) await writer.text(line, { gap: 0 });
  writer.space(14);
  await writer.text(input.date);
  writer.space(8);
  for (const line of input.officeAddress) await writer.text(line, { gap: 0 });
  writer.space(14);
  await writer.text(`Re: ${input.formTitles.join('; ')}`, { bold: true });
  writer.space(6);
  await writer.text('Dear Officer:');
  await writer.text(
    'Please find enclosed my application. The package contains the following, in this order:',
  );
  const items = [
    ...input.formTitles,
    ...(input.hasDeclaration ? ['My declaration'] : []),
    'Index of exhibits',
    ...(input.exhibitCount === 1 ? ['One exhibit, behind tab A'] : []),
    ...(input.exhibitCount > 1
      ? [`Exhibits (${input.exhibitCount}), each behind a lettered tab, A to ${tabLabel(input.exhibitCount - 1)}`]
      : []),
  ];
  for (const [index, item] of items.entries()) await writer.text(`${index + 1}. ${item}`, { gap: 0 });
  writer.space(10);
  await writer.text('Please send all notices to the mailing address given on the forms.');
  await writer.text('Thank you for your attention to this application.');
  writer.space(10);
  await writer.text('Sincerely,', { gap: 30 });
  await writer.text('______________________________', { gap: 0 });
  await writer.text(input.applicantName);
  return writer.pages.length;
}

/** Tab letters A…Z, then AA, AB…: the exhibit numbering USCIS officers expect. */
export function tabLabel(index: number): string {
  let label = '';
  let n = index;
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

export interface Exhibit {
  title: string;
  pages: number;
}

export async function writeExhibitIndex(
  doc: PDFDocument,
  fonts: TextFonts,
  exhibits: readonly Exhibit[],
): Promise<number> {
  const writer = new TextWriter(doc, fonts);
  await writer.text('Index of Exhibits', { size: 16, bold: true, gap: 10 });
  if (exhibits.length === 0) await writer.text('No exhibits are enclosed.');
  for (const [index, exhibit] of exhibits.entries())
    await writer.text(
      `Tab ${tabLabel(index)}. ${exhibit.title} (${exhibit.pages} ${exhibit.pages === 1 ? 'page' : 'pages'})`,
    );
  return writer.pages.length;
}

export async function writeTabPage(
  doc: PDFDocument,
  fonts: TextFonts,
  index: number,
  title: string,
): Promise<void> {
  const page = doc.addPage(LETTER);
  await drawLine(page, fonts, `Tab ${tabLabel(index)}`, { x: 72, y: 460, size: 40, bold: true });
  // The whole title, however long the applicant's description: smaller type before it runs off the page.
  const width = LETTER[0] - 2 * 72;
  const room = 410 - 72;
  let size = TAB_TITLE_SIZES[0]!;
  let lines = await wrap(title, fonts, fonts.regular, size, width);
  for (const smaller of TAB_TITLE_SIZES.slice(1)) {
    if (lines.length * size * 1.35 <= room) break;
    size = smaller;
    lines = await wrap(title, fonts, fonts.regular, size, width);
  }
  for (const [line, text] of lines.entries())
    await drawLine(page, fonts, text, { x: 72, y: 410 - line * size * 1.35, size });
}

const TAB_TITLE_SIZES = [16, 13, 11, 9];
