/**
 * Makes a document from uploads waiting in the merge view: their files, in the order given, become
 * one PDF (kept encrypted), and they become its pages. The uploads must be the case's own and not yet
 * part of a document; together they may weigh 30 MB at most.
 */
import { randomUUID } from 'node:crypto';
import { AppError, MAX_DOCUMENT_BYTES, type ProblemReason } from '@camino/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { documents, documentUploads } from '../../db/schema/documents';
import type { DocumentRow } from './case-documents';
import { filePool } from './file-pool';
import { UploadRefused } from './upload-refused';

export interface CreateDocumentDeps {
  db: Db;
  storage: FileStorage;
  now: Date;
}

export interface NewDocument {
  caseId: string;
  kind: DocumentRow['kind'];
  derivativeId: string | null;
  documentKey: string;
  translationOf?: string | null;
  description?: string | null;
  position?: number;
}

function refused(reason: ProblemReason, detail: string): AppError {
  return new AppError('VALIDATION', { detail, extensions: { reason } });
}

/** Assembled in the file pool: 30 MB of pages is seconds of work the event loop must not do. */
async function assembleOffLoop(parts: Parameters<ReturnType<typeof filePool>['assemblePdf']>[0], now: Date) {
  try {
    return await filePool().assemblePdf(parts, now);
  } catch (error) {
    // The pages were checked when uploaded; only a pool too busy or over budget stops them here.
    if (error instanceof UploadRefused)
      throw new AppError('UNAVAILABLE', {
        detail: 'Saving the document took too long. Try again in a minute.',
      });
    throw error;
  }
}

/** Runs `beforeInsert` in the transaction that writes the document (to remove what it replaces). */
export async function createDocument(
  { db, storage, now }: CreateDocumentDeps,
  document: NewDocument,
  uploadIds: readonly string[],
  beforeInsert?: (tx: Db) => Promise<void>,
): Promise<DocumentRow> {
  if (new Set(uploadIds).size !== uploadIds.length)
    throw refused('uploadRepeated', 'A page is listed twice.');
  const found = await db
    .select()
    .from(documentUploads)
    .where(
      and(
        eq(documentUploads.caseId, document.caseId),
        isNull(documentUploads.documentId),
        inArray(documentUploads.id, [...uploadIds]),
      ),
    );
  if (found.length !== uploadIds.length)
    throw refused('uploadMissing', 'A page was not uploaded or is already saved.');
  const ordered = uploadIds.map((id) => found.find((row) => row.id === id)!);
  const total = ordered.reduce((sum, row) => sum + row.sizeBytes, 0);
  if (total > MAX_DOCUMENT_BYTES) throw refused('documentTooLarge', 'The files are over 30 MB together.');

  const parts = await Promise.all(
    ordered.map(async (row) => ({
      contentType: row.contentType,
      bytes: (await storage.get(row.storageKey)).bytes,
    })),
  );
  const pdf = await assembleOffLoop(parts, now);
  const id = randomUUID();
  const storageKey = `documents/${document.caseId}/${id}.pdf`;
  await storage.put(storageKey, pdf, { contentType: 'application/pdf' });
  try {
    return await db.transaction(async (tx) => {
      await beforeInsert?.(tx);
      const [row] = await tx
        .insert(documents)
        .values({
          id,
          caseId: document.caseId,
          kind: document.kind,
          derivativeId: document.derivativeId,
          documentKey: document.documentKey,
          translationOf: document.translationOf ?? null,
          description: document.description ?? null,
          position: document.position ?? 0,
          storageKey,
          sizeBytes: total,
          createdAt: now,
        })
        .returning();
      for (const [index, upload] of ordered.entries())
        await tx
          .update(documentUploads)
          .set({ documentId: id, position: index + 1 })
          .where(eq(documentUploads.id, upload.id));
      return row!;
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}
