/**
 * A document's pages are read once: the language, the values printed on the page and the validation's
 * warnings all come from the same text, which is then dropped. The reading is kept (`document_readings`)
 * so that the document-data screen and the validation answer at once on every later visit; the
 * language job does the reading right after the document is saved.
 */
import type { DocumentCheck, DocumentValues } from '@camino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentReadings, documents, documentUploads } from '../../db/schema/documents';
import type { DocumentRow } from './case-documents';
import type { TextAnalysis } from './analyse-document-text';
import { filePool } from './file-pool';
import { readPagesText, type ReadTextDeps } from './read-pages-text';

/** What the pages say, as kept for the document. */
export type DocumentReading = TextAnalysis;

type ReadingDeps = ReadTextDeps & { db: Db; now: () => Date };

/** Reads the document's pages now and keeps what they say; null when the document has no pages. */
export async function readDocument(
  deps: ReadingDeps,
  row: Pick<DocumentRow, 'id' | 'kind' | 'documentKey'>,
): Promise<DocumentReading | null> {
  const pages = await deps.db
    .select()
    .from(documentUploads)
    .where(eq(documentUploads.documentId, row.id))
    .orderBy(asc(documentUploads.position));
  if (pages.length === 0) return null;
  const texts = await readPagesText(deps, pages);
  const documentKey = row.kind === 'checklist' ? row.documentKey : '';
  const reading: DocumentReading = await filePool().analyseText(documentKey, texts, deps.now());
  const readAt = deps.now();
  const kept = {
    values: reading.values as Record<string, string>,
    mrzFound: reading.mrzFound,
    problems: reading.problems,
    readAt,
  };
  // The document may have been deleted while its pages were read: then nothing is kept.
  const [updated] = await deps.db
    .update(documents)
    .set({ language: reading.language })
    .where(eq(documents.id, row.id))
    .returning({ id: documents.id });
  if (!updated) return null;
  await deps.db
    .insert(documentReadings)
    .values({ documentId: row.id, ...kept })
    .onConflictDoUpdate({ target: documentReadings.documentId, set: kept });
  return reading;
}

/** The kept reading of the document, or a reading made now when there is none yet. */
export async function documentReading(
  deps: ReadingDeps,
  row: Pick<DocumentRow, 'id' | 'kind' | 'documentKey' | 'language'>,
): Promise<DocumentReading | null> {
  const [kept] = await deps.db.select().from(documentReadings).where(eq(documentReadings.documentId, row.id));
  if (kept && row.language !== null)
    return {
      language: row.language,
      mrzFound: kept.mrzFound,
      values: kept.values as DocumentValues,
      problems: kept.problems as DocumentCheck['problems'],
    };
  return readDocument(deps, row);
}
