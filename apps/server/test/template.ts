import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import PgBoss from 'pg-boss';
import type { Database } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import { MIGRATIONS_DIR } from '../src/paths';

export interface TestDatabaseInfo {
  driver: 'pg' | 'pglite';
  /** PostgreSQL: the migrated template database each test file clones. */
  template?: string;
  /** PostgreSQL: the server URL (any database), used to reach the server. */
  url?: string;
  /** PostgreSQL: prefix of the databases this run creates, dropped at the end. */
  prefix?: string;
  /** PGlite: a `dumpDataDir` archive of a migrated database. */
  snapshotFile?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** Changes whenever a migration or the pg-boss schema changes, so a stale template is never reused. */
export function schemaHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(MIGRATIONS_DIR))
    hash.update(file.slice(MIGRATIONS_DIR.length)).update(readFileSync(file));
  hash.update(`pg-boss:${PgBoss.getConstructionPlans('pgboss').length}`);
  return hash.digest('hex').slice(0, 12);
}

/** Brings a fresh database to the state every test starts from: migrated, pg-boss installed. */
export async function prepareTemplate(database: Database): Promise<void> {
  await migrateDatabase(database);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
