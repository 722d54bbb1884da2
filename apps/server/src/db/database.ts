import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DriverName = 'pglite' | 'pg';

/** A raw SQL entry point shaped as pg-boss expects it. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** An open database: the Drizzle handle plus what the platform needs around it. */
export interface Database {
  readonly driver: DriverName;
  readonly db: Db;
  /** Runs raw SQL; without values it may hold several statements (the last result is returned). */
  readonly executeSql: ExecuteSql;
  /** Runs `task` while holding a lock no other process can take at the same time. */
  withExclusiveLock<T>(key: number, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
