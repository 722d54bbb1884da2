/**
 * Does the file look like the document it claims to be? A passport page has its machine-readable
 * zone, a marriage certificate speaks of a marriage, and no page is blank. Only a warning: OCR can
 * miss, so the applicant may keep the document anyway.
 */
import type { DocumentCheck } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { DocumentRow } from './case-documents';
import { documentReading } from './document-reading';
import { readMrz } from './read-mrz';
import type { ReadTextDeps } from './read-pages-text';

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

export async function validateDocument(
  deps: ReadTextDeps & { db: Db; now: () => Date },
  row: DocumentRow,
): Promise<DocumentCheck> {
  const reading = await documentReading(deps, row);
  return { documentId: row.id, problems: reading?.problems ?? [] };
}
