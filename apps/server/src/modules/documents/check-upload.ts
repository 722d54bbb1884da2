/**
 * Every uploaded file passes here before it is kept: its type is read from its first bytes (never its
 * name or the type the browser claimed), its size is checked, and it is rebuilt (a photo re-encoded,
 * a PDF copied page by page) so that what is stored is what Camino wrote, not what was sent.
 */
import { MAX_FILE_BYTES } from '@camino/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import { cleanImage, thumbnailOf } from './clean-image';
import { cleanPdf } from './clean-pdf';
import { UploadRefused } from './upload-refused';

export interface CheckedFile {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'application/pdf';
  pageCount: number;
  thumbnail: Buffer;
}

export async function checkUpload(bytes: Uint8Array, pdfRenderer: PdfRenderer): Promise<CheckedFile> {
  if (bytes.length === 0) throw new UploadRefused('emptyFile');
  if (bytes.length > MAX_FILE_BYTES) throw new UploadRefused('fileTooLarge');
  const sniffed = await fileTypeFromBuffer(bytes);
  switch (sniffed?.mime) {
    case 'image/jpeg':
    case 'image/png': {
      const { jpeg } = await cleanImage(bytes);
      return { bytes: jpeg, contentType: 'image/jpeg', pageCount: 1, thumbnail: await thumbnailOf(jpeg) };
    }
    case 'application/pdf': {
      const { pdf, pageCount } = await cleanPdf(bytes);
      let firstPage: Uint8Array;
      try {
        firstPage = await pdfRenderer.renderPage(pdf, 1, { dpi: 50 });
      } catch {
        throw new UploadRefused('pdfUnreadable');
      }
      return {
        bytes: pdf,
        contentType: 'application/pdf',
        pageCount,
        thumbnail: await thumbnailOf(firstPage),
      };
    }
    default:
      throw new UploadRefused('unsupportedType');
  }
}
