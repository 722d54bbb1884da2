export { createTesseractReader } from './tesseract-reader';
export type { TextReader } from './text-reader';
