/**
 * Everything found in a document's page texts: its language, a passport's machine-readable zone, the
 * values printed on it and what the validation warns about. The text comes from a hostile file, so
 * this runs in the file pool (see file-worker), never on the server's event loop.
 */
import type { DocumentCheck, DocumentValues } from '@camino/contracts';
import { documentLanguage } from './detect-language';
import { readPageValues } from './read-page-values';
import { readMrz } from './read-mrz';

const MARRIAGE = /marri|matrimoni|casamiento|casament|mariage|c[oó]nyuge|esposos|spouse|husband|wife/i;
/** A page with fewer letters than this has nothing on it to read. */
const BLANK_LETTERS = 15;

/** The warnings the text read from each page gives (a checklist document's key; '' for others). */
export function checkDocumentText(documentKey: string, texts: readonly string[]): DocumentCheck['problems'] {
  const problems: DocumentCheck['problems'] = [];
  if (texts.some((text) => text.replace(/[^\p{L}]/gu, '').length < BLANK_LETTERS)) problems.push('blank');
  const all = texts.join('\n');
  if (documentKey === 'passport' && !readMrz(all).found) problems.push('noMrz');
  if (documentKey === 'marriage_certificate' && !MARRIAGE.test(all)) problems.push('notMarriage');
  return problems;
}

export interface TextAnalysis {
  language: string;
  /** A passport's machine-readable zone was found; null for documents that have none. */
  mrzFound: boolean | null;
  values: DocumentValues;
  problems: DocumentCheck['problems'];
}

export function analyseDocumentText(documentKey: string, texts: readonly string[], now: Date): TextAnalysis {
  const text = texts.join('\n');
  const { mrzFound, values } = readPageValues(documentKey, text, now);
  return {
    language: documentLanguage(text, mrzFound === true),
    mrzFound,
    values,
    problems: checkDocumentText(documentKey, [...texts]),
  };
}
