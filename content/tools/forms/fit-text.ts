import type { PDFFont, PDFTextField } from 'pdf-lib';
import { PDFName, PDFString, PDFHexString } from 'pdf-lib';

/** The smallest size an officer still reads on the printed page; smaller text continues elsewhere. */
export const FLOOR_SIZE = 6;

/** pdf-lib draws a field's text inside its border and one point of padding on each side. */
const PADDING = 1;

/** The field's size, from its first widget's appearance string or its own; 0 is "fit automatically". */
export function fieldFontSize(field: PDFTextField): number {
  const appearance =
    field.acroField.getWidgets()[0]?.getDefaultAppearance() ?? field.acroField.getDefaultAppearance() ?? '';
  const match = /([\d.]+)\s+Tf/.exec(appearance);
  return match === null ? 0 : Number(match[1]);
}

/** The box the field's text is drawn in: its widget less border and padding. */
function textBox(field: PDFTextField): { width: number; height: number } {
  const widget = field.acroField.getWidgets()[0];
  const rect = widget?.getRectangle() ?? { width: 0, height: 0 };
  const border = widget?.getBorderStyle()?.getWidth() ?? 0;
  const inset = 2 * (border + PADDING);
  return { width: rect.width - inset, height: rect.height - inset };
}

/** Lines of `size` text a multi-line field shows, as pdf-lib lays them out. */
function linesAt(field: PDFTextField, font: PDFFont, size: number): number {
  return Math.max(1, Math.floor(textBox(field).height / (font.heightAtSize(size) * 1.2)));
}

/** How many lines `text` wraps to at `size` in a box `width` wide. */
function wrappedLines(text: string, font: PDFFont, size: number, width: number): number {
  const space = font.widthOfTextAtSize(' ', size);
  let count = 0;
  for (const paragraph of text.split('\n')) {
    let lineWidth = -space;
    count++;
    for (const word of paragraph.split(' ')) {
      const wordWidth = font.widthOfTextAtSize(word, size);
      if (lineWidth + space + wordWidth > width && lineWidth > 0) {
        count++;
        lineWidth = wordWidth;
      } else lineWidth += space + wordWidth;
    }
  }
  return count;
}

/** Whether `text` at `size` shows whole in the field (one line: its width; several: its lines). */
export function fitsAt(field: PDFTextField, text: string, font: PDFFont, size: number): boolean {
  const box = textBox(field);
  if (field.isMultiline()) return wrappedLines(text, font, size, box.width) <= linesAt(field, font, size);
  return font.widthOfTextAtSize(text, size) <= box.width && !text.includes('\n');
}

/**
 * The size the field prints `text` at: its own when the text fits, else the largest half-point size
 * down to the floor that fits; undefined when even the floor clips it (the text continues elsewhere).
 * A combed field (one box per character) is bounded by its length, not by this.
 */
export function fittingSize(field: PDFTextField, text: string, font: PDFFont): number | undefined {
  if (field.isCombed()) return fieldFontSize(field) || undefined;
  const own = fieldFontSize(field) || 10;
  for (let size = own; size >= FLOOR_SIZE; size -= 0.5) if (fitsAt(field, text, font, size)) return size;
  return undefined;
}

/** Written in a small label field (the parts or items a continuation page continues) too long for it. */
export const SEE_BELOW = 'See below.';

/** The size a label `width` points wide prints `text` at, from `size` down to the floor, if any. */
export function labelSize(text: string, font: PDFFont, size: number, width: number): number | undefined {
  for (let at = size; at >= FLOOR_SIZE; at -= 0.5)
    if (font.widthOfTextAtSize(text, at) <= width - 2 * PADDING) return at;
  return undefined;
}

/** Sets the size the field and each of its widgets draw at (a widget's own appearance string wins). */
export function setFieldFontSize(field: PDFTextField, size: number): void {
  field.setFontSize(size);
  for (const widget of field.acroField.getWidgets()) {
    const appearance = widget.getDefaultAppearance();
    if (appearance !== undefined)
      widget.setDefaultAppearance(appearance.replace(/[\d.]+(\s+Tf)/, `${size}$1`));
  }
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'];

/**
 * The part and item a field belongs to, read from the form's own tooltip for it ("PART 2. … 12. Enter
 * Country …", "Part. A. 2. … 5. Child 1. Enter …"), for the heading of its continued text.
 */
export function itemOfTooltip(tooltip: string): { part: string; question: string } | undefined {
  const text = tooltip.replace(/\s+/g, ' ').trim();
  // Some tooltips open with the page's own instructions ("START HERE - Type or print in ink. … PART 1.").
  const part = /\b(part|supplement)(?:\. ?| )([a-z0-9]{1,3})\.(?: (\d)\.(?= [A-Z]))?/i.exec(text);
  if (part === null) return undefined;
  const letter = /^[a-z]$/i.test(part[2]!) ? part[2]!.toUpperCase() : part[2]!;
  const kind = part[1]!.toLowerCase() === 'part' ? 'Part' : 'Supplement';
  const name = part[3] === undefined ? `${kind} ${letter}` : `${kind} ${letter}.${ROMAN[Number(part[3])]}`;
  const rest = text.slice(part.index + part[0].length);
  // An item number starts a sentence ("… Children. 5. Child 1."); "Child 1." or "Line 1 of 4." does not.
  const items = [...rest.matchAll(/(?:^|\.\s)(\d+)\.(?: ?([A-Z])\.(?=\S| [A-Z]))?/g)];
  const last = items.at(-1);
  if (last === undefined) {
    // An unnumbered item is named by its own words ("Enter Name 1." is "Name 1").
    const label =
      /([^.]+)\.?$/
        .exec(rest)?.[1]
        ?.replace(/^\s*Enter\s+/i, '')
        .trim() ?? '';
    return { part: name, question: label };
  }
  return { part: name, question: last[2] === undefined ? last[1]! : `${last[1]}.${last[2]}` };
}

/** The form's tooltip for a field (its spoken name, which names the part and item). */
export function tooltipOf(field: PDFTextField): string | undefined {
  const tooltip = field.acroField.dict.lookup(PDFName.of('TU'));
  return tooltip instanceof PDFString || tooltip instanceof PDFHexString ? tooltip.decodeText() : undefined;
}
