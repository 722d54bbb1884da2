import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPopplerRenderer } from './poppler-renderer';

async function twoPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['First page 1234', 'Second page 5678']) {
    doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 24, font });
  }
  return doc.save();
}

function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('poppler renderer', () => {
  const renderer = createPopplerRenderer();

  it('renders one page as a PNG at the requested resolution', async () => {
    const png = await renderer.renderPage(await twoPagePdf(), 2, { dpi: 36 });
    expect(Buffer.from(png.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
    expect(pngSize(png)).toEqual({ width: 306, height: 396 });
  });

  it('reads the text layer of one page or of all', async () => {
    const pdf = await twoPagePdf();
    expect(await renderer.extractText(pdf, 2)).toContain('Second page 5678');
    expect(await renderer.extractText(pdf, 2)).not.toContain('First page');
    const all = await renderer.extractText(pdf);
    expect(all).toContain('First page 1234');
    expect(all).toContain('Second page 5678');
  });

  it('refuses what is not a PDF, a page that does not exist and a bad resolution', async () => {
    await expect(renderer.renderPage(new TextEncoder().encode('not a pdf'), 1)).rejects.toThrow(
      'could not read the document',
    );
    await expect(renderer.renderPage(await twoPagePdf(), 3)).rejects.toThrow();
    await expect(renderer.renderPage(await twoPagePdf(), 0)).rejects.toThrow('numbered from 1');
    await expect(renderer.renderPage(await twoPagePdf(), 1, { dpi: 5000 })).rejects.toThrow('Resolution');
  });

  it('stops a tool that runs too long', async () => {
    const slow = createPopplerRenderer({ timeoutMs: 1 });
    await expect(slow.renderPage(await twoPagePdf(), 1, { dpi: 600 })).rejects.toThrow('longer than');
  });
});
