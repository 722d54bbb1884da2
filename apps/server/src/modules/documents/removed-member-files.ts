/**
 * A family member removed from the case takes their documents along: the rows go by foreign key in
 * the same transaction, and their encrypted files are then removed by a job queued in that transaction
 * (so it exists only if the removal commits). The job deletes only files no row refers to any more.
 */
import { inArray, or } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { documents, documentUploads } from '../../db/schema/documents';
import { type DerivativesChange, listDerivativeIds } from '../cases';
import type { ModuleHook } from '../server-module';

export const DELETE_FILES_QUEUE = 'documents.delete-files';

export interface DeleteFilesJob {
  keys: string[];
}

export const removedMemberFiles: ModuleHook<DerivativesChange> = {
  name: 'documents.removed-member-files',
  run: async ({ db, caseRow, members }, { jobs }) => {
    const kept = new Set(
      members.flatMap((member) => ('id' in member && typeof member.id === 'string' ? [member.id] : [])),
    );
    const existing = await listDerivativeIds(db, caseRow.id);
    const removed = existing.filter((id) => !kept.has(id));
    if (removed.length === 0) return;
    const rows = await db.select().from(documents).where(inArray(documents.derivativeId, removed));
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const translations = await db.select().from(documents).where(inArray(documents.translationOf, ids));
    const all = [...rows, ...translations];
    const pages = await db
      .select()
      .from(documentUploads)
      .where(
        inArray(
          documentUploads.documentId,
          all.map((row) => row.id),
        ),
      );
    const keys = [
      ...all.map((row) => row.storageKey),
      ...pages.flatMap((page) => [page.storageKey, page.thumbnailKey]),
    ];
    await jobs.send<DeleteFilesJob>(DELETE_FILES_QUEUE, { keys }, { transaction: db });
  },
};

/** Deletes the files no document or page refers to (a key still referred to is left alone). */
export async function deleteUnreferencedFiles(
  db: Db,
  storage: FileStorage,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  const docs = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, [...keys]));
  const pages = await db
    .select({ key: documentUploads.storageKey, thumb: documentUploads.thumbnailKey })
    .from(documentUploads)
    .where(
      or(inArray(documentUploads.storageKey, [...keys]), inArray(documentUploads.thumbnailKey, [...keys])),
    );
  const used = new Set([...docs.map((d) => d.key), ...pages.flatMap((p) => [p.key, p.thumb])]);
  for (const key of keys) if (!used.has(key)) await storage.delete(key);
}
