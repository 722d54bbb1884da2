import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalEncryptedStorage } from './local-encrypted-storage';
import { loadKeyRing, type MasterKeyConfig } from './master-keys';
import { createS3EncryptedStorage } from './s3-encrypted-storage';

export { DecryptionError } from './envelope';
export {
  assertStorageKey,
  FileNotFoundError,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from './file-storage';
export { createLocalEncryptedStorage } from './local-encrypted-storage';
export { loadKeyRing } from './master-keys';
export { createS3EncryptedStorage } from './s3-encrypted-storage';

type StorageConfig = MasterKeyConfig &
  Pick<Config, 'DATA_DIR'> &
  Partial<
    Pick<Config, 'FILES_BUCKET' | 'FILES_BUCKET_ENDPOINT' | 'FILES_BUCKET_REGION' | 'FILES_BUCKET_PREFIX'>
  >;

/**
 * The encrypted local store under DATA_DIR/files (the embedded default), or the bucket of an
 * S3-compatible store when FILES_BUCKET is set; files are sealed the same way in both.
 */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  const ring = await loadKeyRing(config);
  if (!config.FILES_BUCKET) return createLocalEncryptedStorage(path.join(config.DATA_DIR, 'files'), ring);
  const { S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.FILES_BUCKET_REGION ?? 'us-east-1',
    ...(config.FILES_BUCKET_ENDPOINT ? { endpoint: config.FILES_BUCKET_ENDPOINT, forcePathStyle: true } : {}),
  });
  return createS3EncryptedStorage(client, ring, {
    bucket: config.FILES_BUCKET,
    ...(config.FILES_BUCKET_PREFIX ? { prefix: config.FILES_BUCKET_PREFIX } : {}),
  });
}

// Keyed by the app's config object, so every module of one app shares one store and one key load.
const stores = new WeakMap<object, Promise<FileStorage>>();

/** The file store of the app owning `config`, created once. */
export function fileStorageFor(config: StorageConfig): Promise<FileStorage> {
  let store = stores.get(config);
  if (!store) {
    store = createFileStorage(config);
    stores.set(config, store);
    // A failed key load is retried on next use rather than cached forever.
    store.catch(() => stores.delete(config));
  }
  return store;
}
