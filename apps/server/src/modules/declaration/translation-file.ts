/**
 * The English translation of a Spanish declaration, uploaded as a file by the applicant's translator
 * (PDF, JPG or PNG, up to 6 MB). It is kept as a PDF beside the declaration and, while it is there, the
 * translation package carries it instead of the typed text. Pictures are placed on a page of their own.
 */
import {
  ACCEPTED_FILE_TYPES,
  AppError,
  MAX_FILE_BYTES,
  type ProblemReason,
  type UploadRefusal,
} from '@camino/contracts';
import { franc } from 'franc-min';
import { PDFDocument } from 'pdf-lib';
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import { FileNotFoundError, type FileStorage } from '../../adapters/storage';
import { type CheckedFile, filePool, UploadRefused } from '../documents';

export const MAX_TRANSLATION_FILE_BYTES = MAX_FILE_BYTES;
export const TRANSLATION_FILE_TYPES = ACCEPTED_FILE_TYPES;

function refused(reason: ProblemReason, detail: string): AppError {
  return new AppError('BAD_REQUEST', { detail, extensions: { reason } });
}

/** The documents module's refusal, told with the reasons the declaration's screen already explains. */
function refusalOf(reason: UploadRefusal): AppError {
  switch (reason) {
    case 'emptyFile':
      return refused('upload.empty', 'The file is empty.');
    case 'fileTooLarge':
    case 'documentTooLarge':
      return refused('upload.tooLarge', 'The file is larger than 6 MB.');
    case 'unsupportedType':
      return refused('upload.unsupportedType', 'Upload a PDF, JPG or PNG file.');
    case 'pdfEncrypted':
    case 'pdfUnreadable':
    case 'pdfTooComplex':
    case 'checkTooLong':
      return refused('upload.unreadable', 'The file could not be opened. Try another copy.');
    case 'checkBusy':
      return refused('upload.busy', 'Many files are being checked now. Try again in a minute.');
    default:
      return refused(
        'upload.unclearPicture',
        'The picture cannot be read: take a sharp photo of the whole page in good light.',
      );
  }
}

const LETTER: [number, number] = [612, 792];
const MARGIN = 36;

async function pictureAsPdf(jpeg: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(jpeg);
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
const LANGUAGE_SAMPLE_CHARS = 20_000;

/** False only when the PDF's text clearly reads as another language (a scan without text passes). */
async function readsAsEnglish(pdf: Uint8Array, renderer: PdfRenderer): Promise<boolean> {
  // A sample is enough to tell a language, and keeps the guess short whatever the file holds.
  const text = (await renderer.extractText(pdf).catch(() => ''))
    .slice(0, LANGUAGE_SAMPLE_CHARS)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length < MIN_TEXT_FOR_LANGUAGE) return true;
  const language = franc(text, { minLength: MIN_TEXT_FOR_LANGUAGE });
  return language === 'und' || language === 'eng';
}

/**
 * The uploaded file as a PDF ready to file, or a 400 saying what is wrong with it. The documents
 * module checks and rebuilds it as it does every upload: a photo is re-encoded without the place it
 * was taken, a PDF is copied without what could act when it is opened.
 */
export async function acceptTranslationFile(bytes: Uint8Array, renderer: PdfRenderer): Promise<Uint8Array> {
  let checked: CheckedFile;
  try {
    checked = await filePool().checkUpload(bytes);
  } catch (error) {
    if (error instanceof UploadRefused) throw refusalOf(error.reason);
    // A damaged PDF can fail inside pdf-lib with a plain error; it is still a file that cannot be opened.
    throw refusalOf('pdfUnreadable');
  }
  if (checked.contentType === 'image/jpeg') return pictureAsPdf(checked.bytes);
  if (!(await readsAsEnglish(checked.bytes, renderer)))
    throw refused(
      'translation.notEnglish',
      'The file does not read as English: upload the English translation.',
    );
  return checked.bytes;
}

function keyFor(caseId: string): string {
  return `declaration-translations/${caseId.toLowerCase()}.pdf`;
}

export async function saveTranslationFile(
  storage: FileStorage,
  caseId: string,
  pdf: Uint8Array,
): Promise<void> {
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
