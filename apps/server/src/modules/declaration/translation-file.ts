/**
 * The English translation of a Spanish declaration, uploaded as a file by the applicant's translator
 * (PDF, JPG or PNG, up to 6 MB). It is kept as a PDF beside the declaration and, while it is there, the
 * translation package carries it instead of the typed text. Pictures are placed on a page of their own.
 */
import { AppError } from '@camino/contracts';
import { franc } from 'franc-min';
import { PDFDocument } from 'pdf-lib';
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import { FileNotFoundError, type FileStorage } from '../../adapters/storage';

export const MAX_TRANSLATION_FILE_BYTES = 6 * 1024 * 1024;
export const TRANSLATION_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

type FileKind = 'pdf' | 'jpg' | 'png';

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

// The bytes decide, not the name or the declared type.
function kindOf(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}

function refused(reason: string, detail: string): AppError {
  return new AppError('BAD_REQUEST', { detail, extensions: { reason } });
}

const LETTER: [number, number] = [612, 792];
const MARGIN = 36;

async function pictureAsPdf(bytes: Uint8Array, kind: 'jpg' | 'png'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = kind === 'jpg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
  const page = pdf.addPage(LETTER);
  const scaled = image.scaleToFit(LETTER[0] - 2 * MARGIN, LETTER[1] - 2 * MARGIN);
  page.drawImage(image, {
    x: (LETTER[0] - scaled.width) / 2,
    y: (LETTER[1] - scaled.height) / 2,
    width: scaled.width,
    height: scaled.height,
  });
  return pdf.save();
}

// Enough words for the language guess to be trusted; a scanned page without a text layer is not judged.
const MIN_TEXT_FOR_LANGUAGE = 80;

/** False only when the PDF's text clearly reads as another language (a scan without text passes). */
async function readsAsEnglish(pdf: Uint8Array, renderer: PdfRenderer): Promise<boolean> {
  const text = (await renderer.extractText(pdf).catch(() => '')).replace(/\s+/g, ' ').trim();
  if (text.length < MIN_TEXT_FOR_LANGUAGE) return true;
  const language = franc(text, { minLength: MIN_TEXT_FOR_LANGUAGE });
  return language === 'und' || language === 'eng';
}

/** The uploaded file as a PDF ready to file, or a 400 saying what is wrong with it. */
export async function acceptTranslationFile(bytes: Uint8Array, renderer: PdfRenderer): Promise<Uint8Array> {
  if (bytes.byteLength === 0) throw refused('upload.empty', 'The file is empty.');
  if (bytes.byteLength > MAX_TRANSLATION_FILE_BYTES)
    throw refused('upload.tooLarge', 'The file is larger than 6 MB.');
  const kind = kindOf(bytes);
  if (kind === null) throw refused('upload.unsupportedType', 'Upload a PDF, JPG or PNG file.');
  let pdf: Uint8Array;
  try {
    if (kind !== 'pdf') return await pictureAsPdf(bytes, kind);
    const loaded = await PDFDocument.load(bytes);
    if (loaded.getPageCount() === 0) throw new Error('no pages');
    // Saved again by pdf-lib so only what it could read is filed.
    pdf = await loaded.save();
  } catch {
    throw refused('upload.unreadable', 'The file could not be opened. Try another copy.');
  }
  if (!(await readsAsEnglish(pdf, renderer)))
    throw refused('translation.notEnglish', 'The file does not read as English: upload the English translation.');
  return pdf;
}

function keyFor(caseId: string): string {
  return `declaration-translations/${caseId.toLowerCase()}.pdf`;
}

export async function saveTranslationFile(storage: FileStorage, caseId: string, pdf: Uint8Array): Promise<void> {
  await storage.put(keyFor(caseId), pdf, { contentType: 'application/pdf' });
}

/** The uploaded translation, or null when the translator typed it instead. */
export async function findTranslationFile(storage: FileStorage, caseId: string): Promise<Uint8Array | null> {
  try {
    return (await storage.get(keyFor(caseId))).bytes;
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}

export async function deleteTranslationFile(storage: FileStorage, caseId: string): Promise<void> {
  await storage.delete(keyFor(caseId));
}
