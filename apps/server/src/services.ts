import type { Logger } from 'pino';
import { type Config, loadConfig } from './config';
import type { Database } from './db/database';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open-database';
import { JobRunner } from './jobs/job-runner';
import { type Clock, systemClock } from './lib/clock';
import { makeDataDirPrivate } from './lib/private-data-dir';
import { createLogger } from './logger';
import { SERVER_MODULES } from './modules';
import type { ServerModule } from './modules/server-module';

export interface ServiceOptions {
  config?: Config;
  logger?: Logger;
  /** An already open database (tests); otherwise one is opened from the config and owned. */
  database?: Database;
  modules?: readonly ServerModule[];
  clock?: Clock;
  /** Extra queue registrations after the modules' own (tests). */
  registerJobs?: (jobs: JobRunner) => void;
}

/** What both the HTTP process and the worker process run on. */
export interface Services {
  config: Config;
  log: Logger;
  database: Database;
  jobs: JobRunner;
  modules: readonly ServerModule[];
  clock: Clock;
  /** Closes the database when these services opened it. */
  closeDatabase(): Promise<void>;
}

/** config → database → migrations → job registry (not started). */
export async function openServices(options: ServiceOptions, role: 'server' | 'worker'): Promise<Services> {
  const config = options.config ?? loadConfig();
  const log = options.logger ?? createLogger(config);
  const owned = !options.database;
  const narrowed = await makeDataDirPrivate(config.DATA_DIR);
  if (narrowed > 0) log.warn({ narrowed }, 'data folder entries readable by others were made private');
  const database = options.database ?? (await openDatabase(config, `camino-${role}`));
  try {
    log.info({ driver: database.driver }, 'database open');
    await migrateDatabase(database);
    log.info('migrations applied');
    // The embedded database sets its own files' modes (0666) as it creates them; they are narrowed
    // again once it is open. Files it adds later stay behind the data folder's 0700.
    await makeDataDirPrivate(config.DATA_DIR);
    const jobs = new JobRunner(database, log, {
      expireInSeconds: config.JOB_EXPIRE_SECONDS,
      retryLimit: config.JOB_RETRY_LIMIT,
      maintenanceIntervalSeconds: config.JOB_MAINTENANCE_INTERVAL_SECONDS,
    });
    const modules = options.modules ?? SERVER_MODULES;
    const clock = options.clock ?? systemClock;
    for (const module of modules) module.jobs?.(jobs, { db: database.db, config, log, clock });
    options.registerJobs?.(jobs);
    return {
      config,
      log,
      database,
      jobs,
      modules,
      clock,
      closeDatabase: () => (owned ? database.close() : Promise.resolve()),
    };
  } catch (error) {
    if (owned) await database.close().catch(() => {});
    throw error;
  }
}
