import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type KeyRing, openFile, sealFile } from './envelope';
import { assertStorageKey, FileNotFoundError, type FileStorage } from './file-storage';

/** Files on the local disk under `root`, each sealed with its own data key (see envelope.ts). */
export function createLocalEncryptedStorage(root: string, ring: KeyRing): FileStorage {
  const locate = (key: string) => {
    assertStorageKey(key);
    return path.join(root, `${key}.enc`);
  };

  return {
    async put(key, bytes, { contentType }) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside then renamed, so a reader never sees half a file and a crash leaves the old one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, sealFile(ring, key, bytes, contentType), { mode: 0o600, flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      let sealed: Buffer;
      try {
        sealed = await readFile(locate(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
      const { bytes, contentType } = openFile(ring, key, sealed);
      return { bytes: new Uint8Array(bytes), contentType };
    },

    async delete(key) {
      await rm(locate(key), { force: true });
    },
  };
}
