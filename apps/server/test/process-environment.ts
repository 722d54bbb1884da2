import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPgDatabase, testDriver } from './database';

export interface ProcessEnvironment {
  /** Environment for a child process: its own persisted database (PGlite dir or PostgreSQL clone). */
  env: Record<string, string>;
  dir: string;
  cleanup(): Promise<void>;
}

/** A scratch directory plus a database that outlives any one process. */
export async function createProcessEnvironment(
  extra: Record<string, string> = {},
): Promise<ProcessEnvironment> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'camino-process-'));
  const env: Record<string, string> = { DATA_DIR: path.join(dir, 'data'), ...extra };
  let drop = async () => {};
  if (testDriver === 'pg') {
    const database = await createPgDatabase();
    env.DATABASE_URL = database.url;
    drop = database.drop;
  }
  return {
    env,
    dir,
    async cleanup() {
      await drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
