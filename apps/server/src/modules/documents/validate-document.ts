/**
 * Does the file look like the document it claims to be? A passport page has its machine-readable
 * zone, a marriage certificate speaks of a marriage, and no page is blank. Only a warning: OCR can
 * miss, so the applicant may keep the document anyway.
 */
import type { DocumentCheck } from '@camino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentUploads } from '../../db/schema';
import type { DocumentRow } from './case-documents';
import { readMrz } from './read-mrz';
import { readPagesText, type ReadTextDeps } from './read-pages-text';

const MARRIAGE = /marri|matrimoni|casamiento|casament|mariage|c[oó]nyuge|esposos|spouse|husband|wife/i;
/** A page with fewer letters than this has nothing on it to read. */
const BLANK_LETTERS = 15;

export async function validateDocument(
  deps: ReadTextDeps & { db: Db },
  row: DocumentRow,
): Promise<DocumentCheck> {
  const pages = await deps.db
    .select()
    .from(documentUploads)
    .where(eq(documentUploads.documentId, row.id))
    .orderBy(asc(documentUploads.position));
  const texts = await readPagesText(deps, pages);
  const problems: DocumentCheck['problems'] = [];
  if (texts.some((text) => text.replace(/[^\p{L}]/gu, '').length < BLANK_LETTERS)) problems.push('blank');
  const all = texts.join('\n');
  if (row.documentKey === 'passport' && !readMrz(all).found) problems.push('noMrz');
  if (row.documentKey === 'marriage_certificate' && !MARRIAGE.test(all)) problems.push('notMarriage');
  return { documentId: row.id, problems };
}
