/**
 * Turns PDF pages into pictures and text on the server: page previews of filled forms, thumbnails of
 * uploaded documents, and the text layer read before OCR. The bytes never touch the disk, because they
 * are an applicant's documents.
 */
export interface RenderOptions {
  /** Resolution of the picture; 72 is the PDF's own size. */
  dpi?: number;
}

export interface PdfRenderer {
  /** A PNG picture of `page` (1-based). */
  renderPage(pdf: Uint8Array, page: number, options?: RenderOptions): Promise<Uint8Array>;
  /** The text layer of `page` (1-based), or of the whole document when omitted; empty when it has none. */
  extractText(pdf: Uint8Array, page?: number): Promise<string>;
}

export class PdfRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfRenderError';
  }
}
