/**
 * Sends one file with the tus protocol in pieces. A dropped connection or a phone that locks is
 * retried with growing pauses, and the retry asks the server how much arrived and continues from
 * there; a page reloaded during an upload finds it again by a fingerprint that holds no file name.
 * An upload left unfinished for a day is removed by the server; continuing it answers 404.
 */
import type { AcceptedUpload, UploadRefusal } from '@camino/contracts';
import { Upload } from 'tus-js-client';
import { readSession } from '../../lib/session/session-store';
import { uploadFingerprint } from './upload-fingerprint';

const PIECE_BYTES = 256 * 1024;
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000, 30000];

export type UploadFailure = UploadRefusal | 'network' | 'expired' | 'generic';

export interface UploadHandlers {
  onProgress(sent: number, total: number): void;
}

export interface RunningUpload {
  done: Promise<AcceptedUpload>;
  abort(): void;
}

export class UploadFailed extends Error {
  constructor(readonly reason: UploadFailure) {
    super(`Upload failed: ${reason}`);
    this.name = 'UploadFailed';
  }
}

function reasonOf(body: string | undefined): UploadFailure {
  try {
    const parsed = JSON.parse(body ?? '') as { reason?: unknown };
    return typeof parsed.reason === 'string' ? (parsed.reason as UploadRefusal) : 'generic';
  } catch {
    return 'generic';
  }
}

export function uploadFile(file: File, { onProgress }: UploadHandlers): RunningUpload {
  let upload: Upload;
  const done = new Promise<AcceptedUpload>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: '/api/files/uploads',
      chunkSize: PIECE_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      fingerprint: (chosen) => uploadFingerprint(chosen as File),
      // The file's name stays on the phone: the server keeps no name, so none is sent.
      metadata: {},
      onBeforeRequest(request) {
        const token = readSession().token;
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress: onProgress,
      // The client's own rule gives up while the phone reports no connection; a lost signal or a
      // locked screen is exactly when we want to keep waiting and continue.
      onShouldRetry(error) {
        const status = 'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0;
        return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
      },
      onSuccess(payload) {
        try {
          resolve(JSON.parse(payload.lastResponse.getBody()) as AcceptedUpload);
        } catch {
          reject(new UploadFailed('generic'));
        }
      },
      onError(error) {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const status = response?.getStatus() ?? 0;
        if (status === 413) reject(new UploadFailed('fileTooLarge'));
        else if (status === 422) reject(new UploadFailed(reasonOf(response?.getBody())));
        // The upload was removed after its lifetime (or never existed): the file must be chosen again.
        else if (status === 404 || status === 410) reject(new UploadFailed('expired'));
        else reject(new UploadFailed(status === 0 ? 'network' : 'generic'));
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
  return { done, abort: () => void upload?.abort() };
}
