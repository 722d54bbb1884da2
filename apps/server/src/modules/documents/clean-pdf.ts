/**
 * A PDF is copied page by page into a new document. What could act when the file is opened — scripts,
 * open and page actions, launch actions, attached files, forms that submit somewhere — stays behind:
 * the new catalog has none of them, and the copied pages lose their actions and attachment notes.
 * An encrypted PDF is refused: it could not be read, checked or assembled into the package.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { UploadRefused } from './upload-refused';

/** More pages than this is not one document. */
export const MAX_PDF_PAGES = 60;
const ACTIVE_ANNOTATIONS = new Set([
  '/FileAttachment',
  '/Movie',
  '/Sound',
  '/Screen',
  '/RichMedia',
  '/Widget',
]);

function stripPageActions(document: PDFDocument): void {
  // Annotations are kept as references in the new array; a dropped one is no longer referenced.
  for (const page of document.getPages()) {
    page.node.delete(PDFName.of('AA'));
    const annots = page.node.lookup(PDFName.of('Annots'));
    if (!(annots instanceof PDFArray)) continue;
    const kept = PDFArray.withContext(document.context);
    for (let i = 0; i < annots.size(); i++) {
      const annot = annots.lookup(i);
      if (!(annot instanceof PDFDict)) continue;
      const subtype = annot.lookup(PDFName.of('Subtype'));
      if (subtype instanceof PDFName && ACTIVE_ANNOTATIONS.has(subtype.asString())) continue;
      annot.delete(PDFName.of('A'));
      annot.delete(PDFName.of('AA'));
      kept.push(annots.get(i));
    }
    page.node.set(PDFName.of('Annots'), kept);
  }
}

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
    return await copyCleanPages(source);
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused('pdfUnreadable');
  }
}

async function copyCleanPages(source: PDFDocument): Promise<CleanedPdf> {
  const pageCount = source.getPageCount();
  if (pageCount === 0 || pageCount > MAX_PDF_PAGES) throw new UploadRefused('pdfUnreadable');
  // Stripped before copying: copying takes every object a page refers to, and saving writes them all.
  stripPageActions(source);
  const clean = await PDFDocument.create({ updateMetadata: false });
  const pages = await clean.copyPages(source, source.getPageIndices());
  for (const page of pages) clean.addPage(page);
  clean.setProducer('Camino');
  clean.setCreator('Camino');
  // Without object streams every object stays readable, so a check of the stored bytes sees what is there.
  return { pdf: await clean.save({ useObjectStreams: false }), pageCount };
}
