/**
 * Reads a saved document's pages and stores its language (the spec's AI language detection), with the
 * values and warnings the same text gives. Runs as a job after a checklist document or a piece of
 * additional evidence is saved; the text itself is never kept or logged.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { readDocument } from './document-reading';
import type { ReadTextDeps } from './read-pages-text';

export const READ_LANGUAGE_QUEUE = 'documents.read-language';

export interface ReadLanguageJob {
  documentId: string;
}

/** The document's language, or null when the document is gone. */
export async function readDocumentLanguage(
  deps: ReadTextDeps & { db: Db; now: () => Date },
  documentId: string,
): Promise<string | null> {
  const [row] = await deps.db.select().from(documents).where(eq(documents.id, documentId));
  if (!row) return null;
  return (await readDocument(deps, row))?.language ?? null;
}
