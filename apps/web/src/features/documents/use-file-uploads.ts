import { useState } from 'react';
import { UploadFailed, type UploadFailure, uploadFile } from './upload-file';

export interface UploadItem {
  key: string;
  file: File;
  sent: number;
  state: 'uploading' | 'done' | 'failed';
  reason?: UploadFailure;
  uploadId?: string;
}

let counter = 0;

/** Files being sent, each with its progress, and the ids of those the server kept. */
export function useFileUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = (file: File) => {
    counter += 1;
    const key = `u${counter}`;
    setItems((current) => [...current, { key, file, sent: 0, state: 'uploading' }]);
    uploadFile(file, { onProgress: (sent) => update(key, { sent }) }).done.then(
      (accepted) => update(key, { state: 'done', sent: file.size, uploadId: accepted.id }),
      (error: unknown) =>
        update(key, { state: 'failed', reason: error instanceof UploadFailed ? error.reason : 'generic' }),
    );
  };
  const refuse = (file: File, reason: UploadFailure) => {
    counter += 1;
    setItems((current) => [...current, { key: `u${counter}`, file, sent: 0, state: 'failed', reason }]);
  };
  return {
    items,
    send,
    refuse,
    clear: () => setItems([]),
    uploadIds: items.flatMap((item) => (item.uploadId ? [item.uploadId] : [])),
    busy: items.some((item) => item.state === 'uploading'),
  };
}
