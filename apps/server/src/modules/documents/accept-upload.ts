import type { AcceptedUpload } from '@camino/contracts';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import { documentUploads } from '../../db/schema/documents';
import type { CheckedFile } from './check-upload';
import { filePool } from './file-pool';
import type { SealedUploadStore } from './sealed-upload-store';

export interface AcceptUploadDeps {
  db: Db;
  storage: FileStorage;
  uploads: SealedUploadStore;
  now: Date;
}

export const uploadFileKey = (caseId: string, uploadId: string, contentType: string) =>
  `documents/${caseId}/uploads/${uploadId}.${contentType === 'application/pdf' ? 'pdf' : 'jpg'}`;
const thumbnailKey = (caseId: string, uploadId: string) =>
  `documents/${caseId}/uploads/${uploadId}-thumb.jpg`;

/**
 * The last piece of an upload arrived: the whole file is checked and rebuilt, kept encrypted with its
 * thumbnail, and recorded for the merge view. The received pieces are removed whatever the outcome,
 * so a refused file leaves nothing behind.
 */
export async function acceptUpload(
  { db, storage, uploads, now }: AcceptUploadDeps,
  caseId: string,
  uploadId: string,
): Promise<AcceptedUpload> {
  let received: Buffer | null = null;
  let checked;
  try {
    received = await uploads.read(uploadId);
    checked = await filePool().checkUpload(received);
  } finally {
    received?.fill(0);
    await uploads.remove(uploadId);
  }
  return storeCheckedUpload({ db, storage, now }, caseId, uploadId, checked);
}

/** Keeps a checked file encrypted with its thumbnail and records it as an upload of the case. */
export async function storeCheckedUpload(
  { db, storage, now }: Pick<AcceptUploadDeps, 'db' | 'storage' | 'now'>,
  caseId: string,
  uploadId: string,
  checked: CheckedFile,
): Promise<AcceptedUpload> {
  const fileKey = uploadFileKey(caseId, uploadId, checked.contentType);
  const thumbKey = thumbnailKey(caseId, uploadId);
  await storage.put(fileKey, checked.bytes, { contentType: checked.contentType });
  await storage.put(thumbKey, checked.thumbnail, { contentType: 'image/jpeg' });
  try {
    await db.insert(documentUploads).values({
      id: uploadId,
      caseId,
      storageKey: fileKey,
      thumbnailKey: thumbKey,
      contentType: checked.contentType,
      sizeBytes: checked.bytes.length,
      pageCount: checked.pageCount,
      createdAt: now,
    });
  } catch (error) {
    await Promise.all([storage.delete(fileKey), storage.delete(thumbKey)]);
    throw error;
  }
  return {
    id: uploadId,
    contentType: checked.contentType,
    pageCount: checked.pageCount,
    sizeBytes: checked.bytes.length,
  };
}
