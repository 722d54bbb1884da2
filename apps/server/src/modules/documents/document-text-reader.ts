import path from 'node:path';
import { createTesseractReader, type TextReader } from '../../adapters/ocr';
import type { Config } from '../../config';

const readers = new Map<string, TextReader>();

/** One OCR engine per process (per data folder), shared by the routes and the jobs. */
export function textReaderFor(config: Pick<Config, 'DATA_DIR'>): TextReader {
  let reader = readers.get(config.DATA_DIR);
  if (!reader) {
    reader = createTesseractReader({ languageDir: path.join(config.DATA_DIR, 'ocr-languages') });
    readers.set(config.DATA_DIR, reader);
  }
  return reader;
}

export async function closeTextReader(config: Pick<Config, 'DATA_DIR'>): Promise<void> {
  const reader = readers.get(config.DATA_DIR);
  readers.delete(config.DATA_DIR);
  await reader?.close();
}
