/**
 * Reads a saved document's text and stores its language (the spec's AI language detection). Runs as
 * a job after a document is saved; the text itself is never kept or logged.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents, documentUploads } from '../../db/schema';
import { detectLanguage } from './detect-language';
import { readPagesText, type ReadTextDeps } from './read-pages-text';

export const READ_LANGUAGE_QUEUE = 'documents.read-language';

export interface ReadLanguageJob {
  documentId: string;
}

/** The document's language, or null when the document is gone. */
export async function readDocumentLanguage(
  deps: ReadTextDeps & { db: Db },
  documentId: string,
): Promise<string | null> {
  const pages = await deps.db
    .select()
    .from(documentUploads)
    .where(eq(documentUploads.documentId, documentId))
    .orderBy(asc(documentUploads.position));
  if (pages.length === 0) return null;
  const language = detectLanguage((await readPagesText(deps, pages)).join('\n'));
  const [row] = await deps.db
    .update(documents)
    .set({ language })
    .where(eq(documents.id, documentId))
    .returning({ id: documents.id });
  return row ? language : null;
}
