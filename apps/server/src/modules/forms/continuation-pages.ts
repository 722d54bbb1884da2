import type { PDFDocument, PDFFont } from 'pdf-lib';
import { PDFTextField } from 'pdf-lib';

/** Text continued from a field too small for it, under the part and question it continues. */
export interface ContinuedText {
  readonly part: string;
  readonly question: string;
  readonly text: string;
}

/** What one continuation page shows: the parts and questions it continues, and its lines. */
export interface ContinuationSheet {
  readonly parts: readonly string[];
  readonly questions: readonly string[];
  readonly text: string;
}

export const continuedHeading = (item: Pick<ContinuedText, 'part' | 'question'>): string =>
  `${item.part}, Question ${item.question} (continued):`;

/**
 * Lays continued answers out on as many copies of the continuation page as they need, `linesPerPage`
 * lines each (after `wrap` broke them at the box's width). An answer cut by the end of a page starts
 * the next one under its heading again, so every page says what it continues.
 */
export function continuationSheets(
  items: readonly ContinuedText[],
  wrap: (text: string) => string,
  linesPerPage: number,
): ContinuationSheet[] {
  const lines: { owner: number; text: string }[] = [];
  items.forEach((item, owner) => {
    if (owner > 0) lines.push({ owner, text: '' });
    lines.push({ owner, text: continuedHeading(item) });
    for (const text of wrap(item.text).split('\n')) lines.push({ owner, text });
  });
  const sheets: { owners: number[]; lines: string[] }[] = [];
  let sheet: { owners: number[]; lines: string[] } | undefined;
  for (const line of lines) {
    const isHeading = line.text === continuedHeading(items[line.owner]!);
    // A heading never ends a page: its answer would start on the next one.
    const full = sheet !== undefined && sheet.lines.length >= linesPerPage - (isHeading ? 1 : 0);
    if (sheet === undefined || full) {
      // A page never starts with the blank line between two answers.
      if (line.text === '' && sheet !== undefined) continue;
      sheet = { owners: [], lines: [] };
      sheets.push(sheet);
      if (!isHeading) sheet.lines.push(continuedHeading(items[line.owner]!));
    }
    if (line.text !== '' && !sheet.owners.includes(line.owner)) sheet.owners.push(line.owner);
    sheet.lines.push(line.text);
  }
  const unique = (values: string[]) => [...new Set(values)];
  return sheets.map((page) => ({
    parts: unique(page.owners.map((owner) => items[owner]!.part.replace(/^Part /, ''))),
    questions: unique(page.owners.map((owner) => items[owner]!.question)),
    text: page.lines.join('\n').trimEnd(),
  }));
}

/** Lines of `size` text a box of `height` points holds, as pdf-lib lays multiline text out. */
export function linesInBox(height: number, font: PDFFont, size: number): number {
  const lineHeight = font.heightAtSize(size) * 1.2;
  // The field's border and padding take about a line.
  return Math.max(1, Math.floor(height / lineHeight) - 1);
}

/** A field of a continuation copy: the original's name and box, its text and how it is drawn. */
export interface CopyField {
  readonly name: string;
  readonly text: string;
  readonly size: number;
  readonly multiline?: boolean;
  readonly font: PDFFont;
}

/**
 * Adds a copy of the continuation page after `afterPage` (1-based): the printed page drawn as it is,
 * and fillable fields over the boxes of the original ones, named like them under `copy` (so
 * `#subform[13].TextField32[0]` becomes `<copy>.TextField32[0]`). Returns the names and texts set.
 */
export async function addContinuationCopy(
  doc: PDFDocument,
  options: {
    readonly root: string;
    readonly page: number;
    readonly afterPage: number;
    readonly copy: string;
  },
  fields: readonly CopyField[],
): Promise<Map<string, string>> {
  const form = doc.getForm();
  const original = doc.getPage(options.page - 1);
  const printed = await doc.embedPage(original);
  const { width, height } = original.getSize();
  const page = doc.insertPage(options.afterPage, [width, height]);
  page.drawPage(printed);
  const set = new Map<string, string>();
  for (const field of fields) {
    const source = form.getField(`${options.root}.${field.name}`);
    const box = source.acroField.getWidgets()[0]?.getRectangle();
    if (!(source instanceof PDFTextField) || box === undefined) continue;
    const name = `${options.root}.${options.copy}.${field.name.slice(field.name.lastIndexOf('.') + 1)}`;
    const copy = form.createTextField(name);
    if (field.multiline === true) copy.enableMultiline();
    copy.setText(field.text);
    // Drawn like the original (its font resource), at the copy's size, when a viewer redraws it.
    copy.acroField.setDefaultAppearance(source.acroField.getDefaultAppearance() ?? '/Helv 0 Tf 0 g');
    copy.setFontSize(field.size);
    copy.addToPage(page, {
      ...box,
      font: field.font,
      borderWidth: 0,
      borderColor: undefined,
      backgroundColor: undefined,
    });
    set.set(name, field.text);
  }
  return set;
}
