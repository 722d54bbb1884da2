/**
 * Where the application keeps files (signed contracts, uploads, packages). Callers name a file by
 * a key they choose (`contracts/<case>/<id>.pdf`); the store decides how it is kept. Both stores,
 * the local one and the S3-compatible one, seal every file before it is written.
 */

/** A key is a relative path of lowercase words: no leading slash, no `..`, nothing a shell or URL would reinterpret. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)*$/;
const MAX_KEY_LENGTH = 512;

export interface PutOptions {
  /** Stored beside the bytes so a later reader (or an S3 console) knows what the file is. */
  contentType: string;
}

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  /** Stores `bytes` under `key`, replacing any file already there. */
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The file under `key`; throws FileNotFoundError when there is none, and an error when it was altered. */
  get(key: string): Promise<StoredFile>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

export function assertStorageKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
}
