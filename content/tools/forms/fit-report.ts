import type { PDFDocument } from 'pdf-lib';
import { PDFTextField, StandardFonts } from 'pdf-lib';
import { fieldFontSize, fittingSize, FLOOR_SIZE } from './fit-text';
import type { MappingFile } from './form-schema';
import { isTextEntry } from './form-schema';
import { longestPrinted } from './longest-values';

export interface FitCount {
  /** Fields whose longest value prints at the form's own size. */
  readonly whole: number;
  /** Fields printed smaller, down to the floor size, to show it whole. */
  readonly shrunk: number;
  /** Fields whose longest value continues on the form's additional-information part or an added sheet. */
  readonly continued: number;
}

/**
 * The fit of every mapped text field at its longest plausible value, measured in the font the filler
 * draws with (Helvetica) against the field's box, as the filler decides: its own size, smaller down to
 * the floor, else continued under the part and item (a field the form says continues, a long narrative).
 */
export function fitCount(mapping: MappingFile, doc: PDFDocument): FitCount {
  const font = doc.embedStandardFont(StandardFonts.Helvetica);
  const form = doc.getForm();
  let whole = 0;
  let shrunk = 0;
  let continued = 0;
  for (const [name, entry] of Object.entries(mapping.fields)) {
    if (!isTextEntry(entry)) continue;
    const field = form.getFieldMaybe(`${mapping.root}.${name}`);
    if (!(field instanceof PDFTextField)) continue;
    const keys = Array.isArray(entry.text) ? entry.text : [entry.text];
    const text = keys.map((key) => longestPrinted(key, entry)).join(entry.join ?? ' ');
    // A combed field takes one character a box; a longer answer is left for the applicant's hand.
    if (field.isCombed()) continue;
    const size =
      entry.overflow !== undefined && text.length > entry.overflow.fits
        ? undefined
        : fittingSize(field, text, font);
    if (size === undefined) continued++;
    else if (size === (fieldFontSize(field) || size)) whole++;
    else shrunk++;
  }
  return { whole, shrunk, continued };
}

export function formatFit(id: string, mapping: MappingFile, count: FitCount): string {
  const where =
    mapping.continuation === undefined ? 'a sheet added after the form' : 'its additional-information part';
  return `forms/${id}: fit at the longest plausible values: ${count.whole} field(s) whole, ${count.shrunk} shrunk (not below ${FLOOR_SIZE} pt), ${count.continued} continued on ${where}; 0 clipped (what does not fit at ${FLOOR_SIZE} pt is continued, never cut)`;
}
