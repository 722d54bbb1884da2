/**
 * Does the file look like the document it claims to be? A passport page has its machine-readable
 * zone, a marriage certificate speaks of a marriage, and no page is blank. Only a warning: OCR can
 * miss, so the applicant may keep the document anyway.
 */
import type { DocumentCheck } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { DocumentRow } from './case-documents';
import { documentReading } from './document-reading';
import type { ReadTextDeps } from './read-pages-text';

export async function validateDocument(
  deps: ReadTextDeps & { db: Db; now: () => Date },
  row: DocumentRow,
): Promise<DocumentCheck> {
  const reading = await documentReading(deps, row);
  return { documentId: row.id, problems: reading?.problems ?? [] };
}
