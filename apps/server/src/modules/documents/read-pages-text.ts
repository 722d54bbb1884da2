/**
 * The text of a document's pages, for its language, its data and its validation: a PDF's text layer
 * when it has one, OCR of the page otherwise (a scan, a photo). Only the first pages are read: they
 * tell the language and carry the data, and OCR costs seconds a page.
 */
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import type { TextReader } from '../../adapters/ocr';
import type { FileStorage } from '../../adapters/storage';
import type { UploadRow } from './case-documents';

export interface ReadTextDeps {
  storage: FileStorage;
  pdfRenderer: PdfRenderer;
  textReader: TextReader;
}

export const PAGES_READ = 3;
/** A text layer shorter than this is a scan's stray marks, not the page's text. */
const MIN_TEXT_LAYER = 40;
/** Scans are read at this resolution: enough for OCR, small enough to be quick. */
const OCR_DPI = 200;
/**
 * A dense printed page holds about 5,000 characters. What a page says beyond this is not kept: the
 * language guess, the machine-readable zone and the values are found on the event loop, and a
 * hostile text layer must not make them long.
 */
export const MAX_PAGE_TEXT = 20_000;

export async function readPagesText(
  { storage, pdfRenderer, textReader }: ReadTextDeps,
  uploads: readonly Pick<UploadRow, 'storageKey' | 'contentType' | 'pageCount'>[],
  maxPages = PAGES_READ,
): Promise<string[]> {
  const texts: string[] = [];
  for (const upload of uploads) {
    if (texts.length >= maxPages) break;
    const { bytes } = await storage.get(upload.storageKey);
    if (upload.contentType !== 'application/pdf') {
      texts.push((await textReader.readText(bytes)).slice(0, MAX_PAGE_TEXT));
      continue;
    }
    for (let page = 1; page <= upload.pageCount && texts.length < maxPages; page++) {
      const layer = (await pdfRenderer.extractText(bytes, page)).slice(0, MAX_PAGE_TEXT);
      const text =
        layer.replace(/\s/g, '').length >= MIN_TEXT_LAYER
          ? layer
          : await textReader.readText(await pdfRenderer.renderPage(bytes, page, { dpi: OCR_DPI }));
      texts.push(text.slice(0, MAX_PAGE_TEXT));
    }
  }
  return texts;
}
