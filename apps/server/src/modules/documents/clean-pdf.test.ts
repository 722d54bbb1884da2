import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cleanPdf } from './clean-pdf';
import { UploadRefused } from './upload-refused';

const refusal = (bytes: Uint8Array) =>
  cleanPdf(bytes).then(
    () => 'accepted',
    (error: unknown) => (error instanceof UploadRefused ? error.reason : `crashed: ${String(error)}`),
  );

describe('cleanPdf', () => {
  it('refuses a file that starts like a PDF and has nothing behind it, instead of failing', async () => {
    expect(await refusal(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdfUnreadable');
    expect(await refusal(new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).toBe(
      'pdfUnreadable',
    );
  });

  it('keeps the pages of a readable PDF', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    const cleaned = await cleanPdf(await doc.save());
    expect(cleaned.pageCount).toBe(2);
  });
});
