/**
 * DATA_DIR holds the embedded database, the sealed files and the keys: only the service's own user
 * may read it. At start the folder is created 0700, anything inside readable by others is narrowed
 * (folders 0700, files 0600), and the process's umask makes every file it writes later owner-only.
 * A folder that cannot be made private stops the start.
 */
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

const GROUP_OR_OTHERS = 0o077;

export class DataDirNotPrivateError extends Error {
  constructor(readonly where: string) {
    super(`DATA_DIR is readable by other users and could not be made private: ${where}`);
    this.name = 'DataDirNotPrivateError';
  }
}

/** Answers how many entries were narrowed. */
export async function makeDataDirPrivate(dataDir: string): Promise<number> {
  process.umask(GROUP_OR_OTHERS);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let narrowed = 0;
  const narrow = async (entry: string, isDirectory: boolean) => {
    const stats = await lstat(entry);
    if (stats.isSymbolicLink() || (stats.mode & GROUP_OR_OTHERS) === 0) return;
    try {
      await chmod(entry, isDirectory ? 0o700 : 0o600);
    } catch {
      throw new DataDirNotPrivateError(entry);
    }
    if (((await lstat(entry)).mode & GROUP_OR_OTHERS) !== 0) throw new DataDirNotPrivateError(entry);
    narrowed += 1;
  };
  await narrow(dataDir, true);
  const entries = await readdir(dataDir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    await narrow(path.join(entry.parentPath, entry.name), entry.isDirectory());
  }
  return narrowed;
}
