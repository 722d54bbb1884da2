/** What an uploaded file may be (spec section 5 and 9): JPG, PNG or PDF, 6 MB each, 30 MB a document. */
export const MAX_FILE_BYTES = 6 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 30 * 1024 * 1024;
export const ACCEPTED_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AcceptedFileType = (typeof ACCEPTED_FILE_TYPES)[number];
/** The `accept` attribute of a file input. */
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Why a file was refused; each has its message in the documents catalog (`upload.errors.<reason>`). */
export const UPLOAD_REFUSALS = [
  'fileTooLarge',
  'documentTooLarge',
  'unsupportedType',
  'emptyFile',
  'imageRequirements',
  'imageTooSmall',
  'imageTooDark',
  'imageBlurred',
  'imageTooManyPixels',
  'pdfEncrypted',
  'pdfUnreadable',
  'pdfTooComplex',
  'checkTooLong',
  'checkBusy',
] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];

export interface UploadCheck {
  /** The file refused, or null when the document as a whole is (over 30 MB together). */
  index: number | null;
  reason: UploadRefusal;
}

/** What the browser can refuse before sending anything: empty, over 6 MB, not JPG/PNG/PDF, over 30 MB together. */
export function refuseBeforeUpload(
  files: readonly { size: number; type: string }[],
  alreadyBytes = 0,
): UploadCheck[] {
  let total = alreadyBytes;
  const refused: UploadCheck[] = [];
  files.forEach((file, index) => {
    if (file.size === 0) refused.push({ index, reason: 'emptyFile' });
    else if (file.size > MAX_FILE_BYTES) refused.push({ index, reason: 'fileTooLarge' });
    else if (!(ACCEPTED_FILE_TYPES as readonly string[]).includes(file.type))
      refused.push({ index, reason: 'unsupportedType' });
    else total += file.size;
  });
  if (refused.length === 0 && total > MAX_DOCUMENT_BYTES)
    refused.push({ index: null, reason: 'documentTooLarge' });
  return refused;
}
