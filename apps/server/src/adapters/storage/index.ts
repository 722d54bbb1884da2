import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalEncryptedStorage } from './local-encrypted-storage';
import { loadKeyRing, type MasterKeyConfig } from './master-keys';

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

type StorageConfig = MasterKeyConfig & Pick<Config, 'DATA_DIR'>;

/** The encrypted local store under DATA_DIR/files (the embedded default; an S3 store would be chosen here). */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  return createLocalEncryptedStorage(path.join(config.DATA_DIR, 'files'), await loadKeyRing(config));
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
