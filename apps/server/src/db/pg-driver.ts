import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './database';
import * as schema from './schema';

export interface PgSource {
  connectionString: string;
  poolMax?: number;
  applicationName?: string;
}

export async function openPg(source: PgSource): Promise<Database> {
  const max = source.poolMax ?? 10;
  const pool = new pg.Pool({
    connectionString: source.connectionString,
    max,
    // A connection once opened is kept: opening one costs a PostgreSQL process and several
    // milliseconds, and closing idle ones after a quiet spell made the next burst of requests wait
    // for new connections (a cluster of slow answers ten seconds after each peak).
    min: max,
    application_name: source.applicationName ?? 'camino',
  });
  // An idle client losing its connection emits on the pool; without a listener the process dies.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  let closed = false;
  return {
    driver: 'pg',
    db: drizzle(pool, { schema }) as unknown as Db,
    async executeSql(text, values) {
      const result = await pool.query(text, values && values.length > 0 ? values : undefined);
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
      return { rows: last?.rows ?? [] };
    },
    async withExclusiveLock(key, task) {
      // A session-level advisory lock on a connection of its own: the task's queries run on other
      // pooled connections of this process while other processes wait here.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await task();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
