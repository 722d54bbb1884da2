import type { FormFolder, MappingFile } from '@camino/content';
import {
  fieldFontSize,
  fitsAt,
  FLOOR_SIZE,
  isTextEntry,
  itemOfTooltip,
  loadFormFolder,
  longestPlausible,
} from '@camino/content';
import { PDFDocument, PDFTextField, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fillForm } from './fill-form';
import type { FormValues } from './form-values';
import { valueKey } from './form-values';

const FORMS = ['i-589', 'i-765', 'i-360', 'i-914', 'i-914supa', 'i-914supb', 'i-192', 'g-1145'];

function plausibleValues(mapping: MappingFile): FormValues {
  const values = new Map<string, string>();
  for (const entry of Object.values(mapping.fields)) {
    if (!isTextEntry(entry)) continue;
    for (const key of Array.isArray(entry.text) ? entry.text : [entry.text])
      if (!values.has(valueKey(key, entry.item)))
        values.set(valueKey(key, entry.item), longestPlausible(key, entry));
  }
  return values;
}

describe('nothing clipped on paper', () => {
  it.each(FORMS)(
    '%s: every text field at its longest plausible value shows whole, at the floor size or more',
    async (name) => {
      const folder: FormFolder = await loadFormFolder(name);
      const filled = await fillForm(folder, plausibleValues(folder.mapping!));
      const doc = await PDFDocument.load(filled.pdf);
      const helvetica = doc.embedStandardFont(StandardFonts.Helvetica);
      const clipped: string[] = [];
      for (const [field, value] of filled.filled) {
        if (typeof value !== 'string') continue;
        const text = doc.getForm().getField(field);
        if (!(text instanceof PDFTextField) || text.isCombed()) continue;
        const size = fieldFontSize(text);
        if (size < FLOOR_SIZE || !fitsAt(text, text.getText() ?? '', helvetica, size))
          clipped.push(`${field} at ${size} pt: ${value}`);
      }
      expect(clipped).toEqual([]);
      // Each continued value is printed on the additional-information part under a part and item.
      for (const item of filled.continuations) {
        expect(item.part, item.text).not.toBe('');
        expect(item.question, item.text).not.toBe('');
      }
    },
  );

  it('reads the part and item from the form tooltip', () => {
    expect(
      itemOfTooltip(
        'Part. A. 2. Information About Your Spouse and Children. Your Children. 5. Child 1. Enter Complete Last Name.',
      ),
    ).toEqual({ part: 'Part A.II', question: '5' });
    expect(
      itemOfTooltip(
        'START HERE - Type or print in ink. Federal, State, Tribal, or local law enforcement agencies should complete this form. PART 1. Victim Information. 1. Full Legal Name, Enter Family Name (Last Name).',
      ),
    ).toEqual({ part: 'Part 1', question: '1' });
    expect(
      itemOfTooltip(
        'PART 2. General Information About You.  12. Enter Country of Citizenship or Nationality. ',
      ),
    ).toEqual({
      part: 'Part 2',
      question: '12',
    });
    expect(
      itemOfTooltip('Part. A. 1. Information About You. 19. C. Entry 1 (most recent). Enter Status.'),
    ).toEqual({
      part: 'Part A.I',
      question: '19.C',
    });
  });
});
