import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { fingerprintId, loadKeyRing } from './master-keys';

describe('master keys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'camino-keys-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates one local key, keeps it private and reuses it', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await loadKeyRing(config);
    const again = await loadKeyRing(config);
    expect(first.current.key.length).toBe(32);
    expect(again.current).toEqual(first.current);
    expect((await stat(path.join(dataDir, 'keys/files-master.key'))).mode & 0o077).toBe(0);
  });

  it('uses the configured key, id and retired keys', async () => {
    const key = randomBytes(32);
    const retired = randomBytes(32);
    const config = loadConfig({
      DATA_DIR: dataDir,
      FILES_MASTER_KEY: key.toString('base64'),
      FILES_MASTER_KEY_ID: '2026-11',
      FILES_RETIRED_MASTER_KEYS: `2025-01=${retired.toString('base64')}`,
    });
    const ring = await loadKeyRing(config);
    expect(ring.current).toEqual({ id: '2026-11', key });
    expect(ring.byId.get('2025-01')).toEqual(retired);
    expect(fingerprintId(key)).toMatch(/^k-[0-9a-f]{12}$/);
  });

  it('rejects a key that is not 32 bytes', () => {
    expect(() => loadConfig({ FILES_MASTER_KEY: randomBytes(16).toString('base64') })).toThrow(
      'FILES_MASTER_KEY',
    );
  });
});
