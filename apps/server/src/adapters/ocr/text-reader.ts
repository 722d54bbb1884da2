/**
 * Reads the text printed on a picture of a page (OCR), for language identification, the document's
 * data and its validation. Pictures are an applicant's documents: they stay in memory.
 */
export interface TextReader {
  /** The text of a JPEG or PNG picture; empty when nothing can be read. */
  readText(image: Uint8Array): Promise<string>;
  /** Frees the engine; the next read starts it again. */
  close(): Promise<void>;
}
