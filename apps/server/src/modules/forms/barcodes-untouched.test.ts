import { formIds, loadFormFolder, loadPdfForm } from '@camino/content';
import type { PDFDocument } from 'pdf-lib';
import { PDFRawStream, PDFTextField, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fillForm } from './fill-form';
import { FIXTURE_APPLICANTS } from './test-fixtures';

/** Each PDF417 barcode field's value and drawn appearance: what Adobe Reader and a printer show. */
function barcodes(doc: PDFDocument): Map<string, string> {
  const result = new Map<string, string>();
  for (const field of doc.getForm().getFields()) {
    if (!/PDF417/i.test(field.getName()) || !(field instanceof PDFTextField)) continue;
    const appearance = field.acroField.getWidgets()[0]?.getNormalAppearance();
    const stream = appearance === undefined ? undefined : doc.context.lookup(appearance);
    const drawn =
      stream instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(stream).decode()) : '';
    result.set(field.getName(), `${field.getText() ?? ''}|${drawn}`);
  }
  return result;
}

describe('the PDF417 barcode fields', () => {
  it('stay as the official file has them on every filled form', async () => {
    for (const id of await formIds()) {
      const folder = await loadFormFolder(id);
      if (folder.mapping === undefined) continue;
      const official = barcodes(await loadPdfForm(folder.pdf));
      const filled = await fillForm(folder, FIXTURE_APPLICANTS.alone!);
      const after = barcodes(await loadPdfForm(filled.pdf));
      expect(official.size, id).toBeGreaterThan(0);
      for (const [name, drawn] of official) expect(after.get(name), `${id} ${name}`).toBe(drawn);
    }
  }, 120_000);
});
