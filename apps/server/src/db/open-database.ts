import type { Config } from '../config';
import type { Database } from './database';
import { openPg } from './pg-driver';
import { openPglite } from './pglite-driver';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/db. */
export function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX' | 'pgliteDir'>,
  applicationName = 'camino',
): Promise<Database> {
  return config.DATABASE_URL
    ? openPg({ connectionString: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX, applicationName })
    : openPglite({ dataDir: config.pgliteDir });
}
