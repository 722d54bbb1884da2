import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { type App, buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { Database } from '../src/db/database';
import { JobRunner } from '../src/jobs/job-runner';
import { createLogger } from '../src/logger';
import { systemClock } from '../src/lib/clock';
import { SERVER_MODULES } from '../src/modules';
import { openTestDatabase } from './database';
import { testConfig } from './test-config';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  jobs: JobRunner;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  routes?: readonly FastifyPluginAsyncZod[];
  logger?: Logger;
  /** Start the job runner (the readiness check wants it); default true. */
  startJobs?: boolean;
  registerJobs?: (jobs: JobRunner) => void;
}

/** The real application over this file's own database, driven with `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const logger = options.logger ?? createLogger(config);
  const database = await openTestDatabase();
  const jobs = new JobRunner(database, logger, {
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    retryLimit: config.JOB_RETRY_LIMIT,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_INTERVAL_SECONDS,
  });
  // The same queues as a real process, so a use case that sends a job works in tests too.
  for (const module of SERVER_MODULES)
    module.jobs?.(jobs, { db: database.db, config, log: logger, clock: systemClock });
  options.registerJobs?.(jobs);
  if (options.startJobs ?? true) await jobs.start({ workers: config.RUN_WORKERS });
  const app = await buildApp({ config, database, jobs, logger, routes: options.routes ?? [] });
  await app.ready();
  return {
    app,
    config,
    database,
    jobs,
    async close() {
      await app.close();
      await jobs.stop(1000);
      await database.close();
    },
  };
}
