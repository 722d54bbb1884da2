import { randomBytes } from 'node:crypto';
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { storeCheckedUpload } from './accept-upload';
import { addEvidence } from './additional-evidence';
import type { DocumentRow } from './case-documents';
import { checklistContentFor } from './checklist-content';
import { filePool } from './file-pool';
import { READ_LANGUAGE_QUEUE, type ReadLanguageJob } from './read-document-language';

export interface AddReceivedEvidenceDeps {
  db: Db;
  storage: FileStorage;
  pdfRenderer: PdfRenderer;
  jobs: Pick<JobRunner, 'send'>;
  contentDir: string;
  now: Date;
}

/**
 * A file that reached the case from elsewhere (a partner's report) becomes a piece of its additional
 * evidence, checked, cleaned and encrypted like an applicant's upload. Throws UploadRefused for a
 * file the checks refuse.
 */
export async function addReceivedEvidence(
  deps: AddReceivedEvidenceDeps,
  caseId: string,
  received: { bytes: Uint8Array; type: string; description: string },
): Promise<DocumentRow> {
  const checked = await filePool().checkUpload(received.bytes);
  // Shaped like a resumable upload's id (32 hex digits), which the evidence list expects.
  const upload = await storeCheckedUpload(deps, caseId, randomBytes(16).toString('hex'), checked);
  const row = await addEvidence(deps, await checklistContentFor(deps.contentDir), caseId, {
    type: received.type,
    description: received.description,
    uploads: [upload.id],
  });
  // Evidence in another language needs its English translation too.
  await deps.jobs.send<ReadLanguageJob>(READ_LANGUAGE_QUEUE, { documentId: row.id });
  return row;
}
