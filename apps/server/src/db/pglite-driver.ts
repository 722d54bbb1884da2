import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './database';
import { markEmbedded } from './embedded';
import * as schema from './schema';

export interface PgliteSource {
  /** Directory to persist to; in memory when omitted. */
  dataDir?: string;
  /** A `dumpDataDir()` archive to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob;
}

export async function openPglite(source: PgliteSource = {}): Promise<Database> {
  if (source.dataDir) await mkdir(source.dataDir, { recursive: true });
  const options: PGliteOptions = source.loadDataDir ? { loadDataDir: source.loadDataDir } : {};
  const client = await PGlite.create(source.dataDir, options);
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzle(client, { schema }) as unknown as Db;
  markEmbedded(db);
  return {
    driver: 'pglite',
    db,
    // The extended protocol accepts one statement only, so parameterless SQL (pg-boss sends
    // multi-statement migration and locking scripts that way) goes through the simple protocol.
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // PGlite is single-process: one process owns the data directory, so there is no one to exclude.
    withExclusiveLock: (_key, task) => task(),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
