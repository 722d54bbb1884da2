import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import UPNG from '@pdf-lib/upng';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { fillForm } from './fill-form';
import { FIXTURE_APPLICANTS } from './test-fixtures';

let i589: FormFolder;
beforeAll(async () => {
  i589 = await loadFormFolder('i-589');
});

/** Dark pixels of a 72 dpi page picture inside a field's rectangle (PDF points, origin bottom left). */
async function inkInField(png: Uint8Array, pdf: Uint8Array, fieldName: string): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  const widget = doc.getForm().getField(fieldName).acroField.getWidgets()[0]!;
  const rect = widget.getRectangle();
  const pageHeight = doc.getPage(0).getHeight();
  const image = UPNG.decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer);
  const rgba = new Uint8Array(UPNG.toRGBA8(image)[0]!);
  let dark = 0;
  for (let y = Math.ceil(pageHeight - rect.y - rect.height); y < Math.floor(pageHeight - rect.y); y++) {
    for (let x = Math.ceil(rect.x); x < Math.floor(rect.x + rect.width); x++) {
      const at = (y * image.width + x) * 4;
      if (rgba[at]! + rgba[at + 1]! + rgba[at + 2]! < 300) dark++;
    }
  }
  return dark;
}

describe('a filled page drawn on the server', () => {
  it('shows the applicant’s family name in the picture of page 1', async () => {
    const renderer = createPopplerRenderer();
    const field = 'form1[0].#subform[0].PtAILine4_LastName[0]';
    const filled = await fillForm(i589, FIXTURE_APPLICANTS.alone!);
    const blank = await fillForm(i589, new Map());
    const filledInk = await inkInField(
      await renderer.renderPage(filled.pdf, 1, { dpi: 72 }),
      filled.pdf,
      field,
    );
    const blankInk = await inkInField(await renderer.renderPage(blank.pdf, 1, { dpi: 72 }), blank.pdf, field);
    expect(blankInk).toBe(0);
    expect(filledInk).toBeGreaterThan(20);
    expect(await renderer.extractText(filled.pdf, 1)).toContain('LOPEZ GARCIA');
  });
});
