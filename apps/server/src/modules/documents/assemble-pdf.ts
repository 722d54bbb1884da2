/**
 * One document, one PDF: the pages in the order the applicant chose, photos drawn at a letter page's
 * width and PDF pages copied as they are. This is the file that goes into the package.
 */
import { PDFDocument } from 'pdf-lib';

export interface AssemblyPart {
  contentType: 'image/jpeg' | 'application/pdf';
  bytes: Uint8Array;
}

const LETTER_WIDTH = 612;

export async function assemblePdf(parts: readonly AssemblyPart[], now: Date): Promise<Uint8Array> {
  const out = await PDFDocument.create({ updateMetadata: false });
  for (const part of parts) {
    if (part.contentType === 'image/jpeg') {
      const image = await out.embedJpg(part.bytes);
      const scale = LETTER_WIDTH / image.width;
      const page = out.addPage([LETTER_WIDTH, image.height * scale]);
      page.drawImage(image, { x: 0, y: 0, width: LETTER_WIDTH, height: image.height * scale });
    } else {
      const source = await PDFDocument.load(part.bytes, { updateMetadata: false });
      for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
    }
  }
  out.setProducer('Camino');
  out.setCreationDate(now);
  return out.save();
}
