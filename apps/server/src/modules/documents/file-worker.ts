/**
 * What runs in a file worker thread (see file-pool): every step that parses an uploaded file's bytes.
 * The thread has a memory limit of its own and is stopped when its job runs past its budget, so a
 * hostile file costs at most that budget and never holds the server's event loop.
 */
import type { MessagePort } from 'node:worker_threads';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { checkUpload } from './check-upload';
import { UploadRefused } from './upload-refused';

export interface FileJob {
  kind: 'checkUpload';
  bytes: Uint8Array;
  /** Told when the job starts, so its budget does not count the time it waited in the queue. */
  started: MessagePort;
}

export type FileJobResult =
  | { ok: true; value: Awaited<ReturnType<typeof checkUpload>> }
  | { ok: false; refusal: UploadRefused['reason'] };

const renderer = createPopplerRenderer();

export default async function runFileJob(job: FileJob): Promise<FileJobResult> {
  job.started.postMessage('started');
  job.started.close();
  try {
    return { ok: true, value: await checkUpload(job.bytes, renderer) };
  } catch (error) {
    // Errors cross the thread boundary as plain objects; a refusal is sent as data so its reason survives.
    if (error instanceof UploadRefused) return { ok: false, refusal: error.reason };
    throw error;
  }
}
