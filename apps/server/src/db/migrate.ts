import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { Database, Schema } from './database';

const MIGRATIONS_TABLE = '__drizzle_migrations';
const MIGRATIONS_SCHEMA = 'drizzle';
/** Advisory lock key taken while migrating, so that processes starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 72_616_001;

/** Applies the committed SQL migrations with the migrator of the driver in use. */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const config = { migrationsFolder, migrationsTable: MIGRATIONS_TABLE, migrationsSchema: MIGRATIONS_SCHEMA };
  await database.withExclusiveLock(MIGRATION_LOCK_KEY, async () => {
    if (database.driver === 'pg') {
      await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
    } else {
      await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    }
  });
}

const expectedCounts = new Map<string, number>();

/** How many migrations the code ships, from drizzle-kit's journal (read once per folder). */
export function expectedMigrationCount(migrationsFolder = MIGRATIONS_DIR): number {
  const known = expectedCounts.get(migrationsFolder);
  if (known !== undefined) return known;
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  expectedCounts.set(migrationsFolder, journal.entries.length);
  return journal.entries.length;
}

/** True when every migration the code ships has been applied to this database. */
export async function migrationsApplied(
  database: Database,
  expected = expectedMigrationCount(),
): Promise<boolean> {
  const { rows } = await database.executeSql(
    `SELECT count(*)::int AS applied FROM ${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`,
    [],
  );
  const applied = (rows[0] as { applied: number } | undefined)?.applied ?? 0;
  return applied >= expected;
}
