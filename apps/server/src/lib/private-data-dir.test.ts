import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './private-data-dir';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('makeDataDirPrivate', () => {
  it('creates the folder 0700 and narrows files and folders others could read', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'camino-data-'));
    roots.push(root);
    const dataDir = path.join(root, 'data');
    await mkdir(path.join(dataDir, 'db', 'base'), { recursive: true, mode: 0o755 });
    await writeFile(path.join(dataDir, 'db', 'base', '1249'), 'rows', { mode: 0o644 });
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17', { mode: 0o666 });

    expect(await makeDataDirPrivate(dataDir)).toBeGreaterThanOrEqual(4);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'db', 'base'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'db', 'base', '1249'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(0o600);

    // What the process writes afterwards is owner-only too.
    await writeFile(path.join(dataDir, 'later.json'), '{}');
    expect(await modeOf(path.join(dataDir, 'later.json'))).toBe(0o600);
    expect(await makeDataDirPrivate(dataDir)).toBe(0);
  });

  it('creates a missing folder owner-only', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'camino-data-'));
    roots.push(root);
    await makeDataDirPrivate(path.join(root, 'new', 'data'));
    expect(await modeOf(path.join(root, 'new', 'data'))).toBe(0o700);
  });
});

describe('the embedded database files', () => {
  it('are readable by the service user only once the services are open', async () => {
    const { openServices } = await import('../services');
    const { testConfig } = await import('../../test/test-config');
    const root = await mkdtemp(path.join(tmpdir(), 'camino-data-'));
    roots.push(root);
    const dataDir = path.join(root, 'data');
    const services = await openServices({ config: testConfig({ DATA_DIR: dataDir }) }, 'server');
    try {
      const entries = await readdir(dataDir, { recursive: true });
      expect(entries.length).toBeGreaterThan(50);
      const loose = [];
      for (const entry of entries)
        if (((await stat(path.join(dataDir, entry))).mode & 0o077) !== 0) loose.push(entry);
      expect(loose).toEqual([]);
    } finally {
      await services.closeDatabase();
    }
  }, 120_000);
});
