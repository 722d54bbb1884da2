/**
 * A PDF is rebuilt into a new document holding only what its pages need to print (see rebuild-pdf):
 * what could act when the file is opened — scripts, open and page actions, launch actions, attached
 * files, forms that submit somewhere, annotations and whatever they point to — is not in it.
 * An encrypted PDF is refused: it could not be read, checked or assembled into the package.
 */
import { PDFDocument } from 'pdf-lib';
import { PDF_LIMITS, rebuildPages } from './rebuild-pdf';
import { UploadRefused } from './upload-refused';

export const MAX_PDF_PAGES = PDF_LIMITS.pages;

export interface CleanedPdf {
  pdf: Uint8Array;
  pageCount: number;
}

export async function cleanPdf(bytes: Uint8Array): Promise<CleanedPdf> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    // By message: pdf-lib's errors are ES5 subclasses of Error, which `instanceof` cannot tell apart.
    if (error instanceof Error && /is encrypted/.test(error.message)) throw new UploadRefused('pdfEncrypted');
    throw new UploadRefused('pdfUnreadable');
  }
  // A file pdf-lib parses can still lack its catalog or pages; reading those throws plain errors.
  try {
    const clean = await PDFDocument.create({ updateMetadata: false });
    const pageCount = rebuildPages(source, clean);
    clean.setProducer('Camino');
    clean.setCreator('Camino');
    // Without object streams every object stays readable, so a check of the stored bytes sees what is there.
    return { pdf: await clean.save({ useObjectStreams: false }), pageCount };
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused('pdfUnreadable');
  }
}
