import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { KEY_BYTES, type KeyRing, keyRing, type MasterKey } from './envelope';

export type MasterKeyConfig = Pick<
  Config,
  'DATA_DIR' | 'FILES_MASTER_KEY' | 'FILES_MASTER_KEY_ID' | 'FILES_RETIRED_MASTER_KEYS'
>;

const KEY_FILE = 'files-master.key';

/** A key's id when none is configured: a fingerprint, so two different keys never share an id. */
export function fingerprintId(key: Buffer): string {
  return `k-${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/**
 * The embedded mode's master key, generated on first start and kept under DATA_DIR (0600) so that
 * restarts can still read the files. Never a key written in the code.
 */
async function localMasterKey(dataDir: string): Promise<Buffer> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, KEY_FILE);
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    // `wx` fails if another process created the key meanwhile; that key then wins.
    await writeFile(file, key.toString('base64'), { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  }
}

/** The configured master key (or the generated local one) plus the retired keys old files need. */
export async function loadKeyRing(config: MasterKeyConfig): Promise<KeyRing> {
  const key = config.FILES_MASTER_KEY ?? (await localMasterKey(config.DATA_DIR));
  const current: MasterKey = { id: config.FILES_MASTER_KEY_ID ?? fingerprintId(key), key };
  const retired: MasterKey[] = (config.FILES_RETIRED_MASTER_KEYS ?? []).map((entry) => ({
    id: entry.id ?? fingerprintId(entry.key),
    key: entry.key,
  }));
  return keyRing(current, retired);
}
