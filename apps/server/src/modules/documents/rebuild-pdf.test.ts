import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cleanPdf } from './clean-pdf';
import { pdfWithActionsBehindAnnotations, pdfWithFlateBomb, sharedNodePageTree } from './hostile-pdfs';
import { UploadRefused } from './upload-refused';

const outcome = (bytes: Uint8Array) =>
  cleanPdf(bytes).then(
    () => 'accepted',
    (error: unknown) => (error instanceof UploadRefused ? error.reason : `crashed: ${String(error)}`),
  );

describe('rebuilding an uploaded PDF', () => {
  it('refuses a page tree that repeats its nodes at once, without walking the pages it claims', async () => {
    const hostile = sharedNodePageTree(30, 5);
    expect(hostile.length).toBeLessThan(2500);
    const started = performance.now();
    expect(await outcome(hostile)).toBe('pdfTooComplex');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a page tree deeper than a real one, and more pages than one document has', async () => {
    expect(await outcome(sharedNodePageTree(1, 40))).toBe('pdfTooComplex');
    const many = await PDFDocument.create();
    for (let i = 0; i < 61; i++) many.addPage();
    expect(await outcome(await many.save())).toBe('pdfTooComplex');
  });

  it('leaves behind actions reached through a note’s /Popup, /RC and /IRT, and through resources', async () => {
    const hostile = await pdfWithActionsBehindAnnotations();
    expect(Buffer.from(hostile).toString('latin1')).toContain('/Launch');
    const { pdf, pageCount } = await cleanPdf(hostile);
    expect(pageCount).toBe(1);
    const text = Buffer.from(pdf).toString('latin1');
    for (const marker of [
      '/JavaScript',
      '/JS',
      '/Launch',
      'cmd.exe',
      '/Annots',
      '/Popup',
      '/RC',
      '/IRT',
      '/AA',
    ])
      expect(text, marker).not.toContain(marker);
    // What the page prints is still there.
    expect(text).toContain('/Helvetica');
  });

  it('refuses a decompression bomb on any page, cheaply', async () => {
    for (const page of [1, 2]) {
      const hostile = await pdfWithFlateBomb(page);
      expect(hostile.length).toBeLessThan(400_000);
      const started = performance.now();
      expect(await outcome(hostile), `bomb on page ${page}`).toBe('pdfTooComplex');
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });

  it('keeps a page that inherits its size and resources from the tree above it', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 400]);
    const box = page.node.get(PDFName.of('MediaBox'))!;
    page.node.delete(PDFName.of('MediaBox'));
    doc.catalog.Pages().set(PDFName.of('MediaBox'), box);
    const { pdf } = await cleanPdf(await doc.save());
    const again = await PDFDocument.load(pdf);
    expect(again.getPage(0).getSize()).toEqual({ width: 300, height: 400 });
  });
});
