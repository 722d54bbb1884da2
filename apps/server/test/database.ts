/**
 * Each test file gets its own migrated database, so files run in parallel without sharing rows:
 * on PostgreSQL a clone of the run's template database, on PGlite an in-memory instance loaded
 * from the migrated snapshot made once per run.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { openPg } from '../src/db/pg-driver';
import { openPglite } from '../src/db/pglite-driver';

export const testDatabase = inject('testDatabase');

/** The driver the suite runs against: pg when DATABASE_URL is set, otherwise pglite. */
export const testDriver = testDatabase.driver;

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function admin<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabase.url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

export interface IsolatedPgDatabase {
  url: string;
  drop(): Promise<void>;
}

/** PostgreSQL only: a new database cloned from the migrated template, for a child process to use. */
export async function createPgDatabase(): Promise<IsolatedPgDatabase> {
  const { url, template, prefix } = testDatabase;
  if (!url || !template || !prefix) throw new Error('createPgDatabase needs DATABASE_URL');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: withDatabase(url, name),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

let snapshot: Buffer | undefined;

/** An isolated, migrated database (pg-boss schema included); `close()` also discards it. */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabase.driver === 'pg') {
    const isolated = await createPgDatabase();
    const database = await openPg({
      connectionString: isolated.url,
      poolMax: 4,
      applicationName: 'camino-test',
    });
    return {
      ...database,
      async close() {
        await database.close();
        await isolated.drop();
      },
    };
  }
  snapshot ??= await readFile(testDatabase.snapshotFile!);
  return openPglite({ loadDataDir: new Blob([snapshot]) });
}
