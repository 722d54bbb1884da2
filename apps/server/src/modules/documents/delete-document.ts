/**
 * Deleting a document deletes its translation with it (spec section 4), their pages, and every
 * encrypted file they had. Rows go first, in one transaction; the files after, so a failure never
 * leaves a row pointing at a missing file.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { documents, documentUploads } from '../../db/schema/documents';

export interface DeleteDocumentDeps {
  db: Db;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Removes the documents (and their translations); answers how many documents went. */
export async function deleteDocuments(
  { db, storage, log }: DeleteDocumentDeps,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const keys = await db.transaction(async (tx) => {
    const doomed = await tx
      .select()
      .from(documents)
      .where(or(inArray(documents.id, [...ids]), inArray(documents.translationOf, [...ids])));
    if (doomed.length === 0) return null;
    const doomedIds = doomed.map((row) => row.id);
    const pages = await tx
      .select()
      .from(documentUploads)
      .where(inArray(documentUploads.documentId, doomedIds));
    await tx.delete(documents).where(inArray(documents.id, doomedIds));
    return {
      count: doomed.length,
      files: [
        ...doomed.map((row) => row.storageKey),
        ...pages.flatMap((page) => [page.storageKey, page.thumbnailKey]),
      ],
    };
  });
  if (!keys) return 0;
  await Promise.all(
    keys.files.map((key) =>
      storage.delete(key).catch((error: unknown) => log.error({ err: error }, 'document file left behind')),
    ),
  );
  return keys.count;
}

/** Removes a page from the merge view before it is saved into a document. */
export async function deleteUpload(
  deps: DeleteDocumentDeps,
  caseId: string,
  uploadId: string,
): Promise<void> {
  const [row] = await deps.db
    .delete(documentUploads)
    .where(
      and(
        eq(documentUploads.id, uploadId),
        eq(documentUploads.caseId, caseId),
        isNull(documentUploads.documentId),
      ),
    )
    .returning();
  if (!row) return;
  await Promise.all([deps.storage.delete(row.storageKey), deps.storage.delete(row.thumbnailKey)]);
}
