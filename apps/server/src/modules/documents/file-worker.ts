/**
 * What runs in a file worker thread (see file-pool): every step that parses an uploaded file's bytes.
 * The thread has a memory limit of its own and is stopped when its job runs past its budget, so a
 * hostile file costs at most that budget and never holds the server's event loop.
 */
import type { MessagePort } from 'node:worker_threads';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { type AssemblyPart, assemblePdf } from './assemble-pdf';
import { type CheckedFile, checkUpload } from './check-upload';
import { analyseDocumentText, type TextAnalysis } from './analyse-document-text';
import { UploadRefused } from './upload-refused';

export type FileJob = {
  /** Told when the job starts, so its budget does not count the time it waited in the queue. */
  started: MessagePort;
} & (
  | { kind: 'checkUpload'; bytes: Uint8Array }
  | { kind: 'assemblePdf'; parts: AssemblyPart[]; now: Date }
  | { kind: 'analyseText'; documentKey: string; texts: string[]; now: Date }
);

export type FileJobResult =
  | { ok: true; kind: 'checkUpload'; value: CheckedFile }
  | { ok: true; kind: 'assemblePdf'; value: Uint8Array }
  | { ok: true; kind: 'analyseText'; value: TextAnalysis }
  | { ok: false; refusal: UploadRefused['reason'] };

// Shorter than the job's budget: a tool is ended by its own timeout (and prlimit's CPU limit) even when
// the thread that started it is stopped first.
const renderer = createPopplerRenderer({ timeoutMs: 10_000 });

export default async function runFileJob(job: FileJob): Promise<FileJobResult> {
  job.started.postMessage('started');
  job.started.close();
  try {
    if (job.kind === 'assemblePdf')
      return { ok: true, kind: 'assemblePdf', value: await assemblePdf(job.parts, job.now) };
    if (job.kind === 'analyseText')
      return {
        ok: true,
        kind: 'analyseText',
        value: analyseDocumentText(job.documentKey, job.texts, job.now),
      };
    return { ok: true, kind: 'checkUpload', value: await checkUpload(job.bytes, renderer) };
  } catch (error) {
    // Errors cross the thread boundary as plain objects; a refusal is sent as data so its reason survives.
    if (error instanceof UploadRefused) return { ok: false, refusal: error.reason };
    throw error;
  }
}
