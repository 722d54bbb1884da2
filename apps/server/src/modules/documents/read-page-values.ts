/**
 * What the text read from a document's pages says, by document: a passport's machine-readable zone,
 * an I-94's record, a birth or marriage certificate's labelled lines. The applicant confirms it all.
 */
import type { DocumentValues } from '@camino/contracts';
import { detectLanguage } from './detect-language';
import { readMrz } from './read-mrz';
import { readBirthCertificate, readI94, readMarriageCertificate } from './read-printed-values';

export interface PageValues {
  /** A passport's machine-readable zone was found; null for documents that have none. */
  mrzFound: boolean | null;
  values: DocumentValues;
}

export function readPageValues(documentKey: string, text: string, today = new Date()): PageValues {
  // Numeric dates are month first on an English (U.S.) document and day first elsewhere.
  const monthFirst = detectLanguage(text) === 'en';
  switch (documentKey) {
    case 'passport': {
      const reading = readMrz(text, today);
      return { mrzFound: reading.found, values: reading.values };
    }
    case 'i94':
      return { mrzFound: null, values: readI94(text) };
    case 'birth_certificate':
      return { mrzFound: null, values: readBirthCertificate(text, monthFirst) };
    case 'marriage_certificate':
      return { mrzFound: null, values: readMarriageCertificate(text, monthFirst) };
    default:
      return { mrzFound: null, values: {} };
  }
}
