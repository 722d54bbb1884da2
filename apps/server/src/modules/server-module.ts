import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { JobRunner } from '../jobs/job-runner';
import type { Clock } from '../lib/clock';

export interface SeedContext {
  db: Db;
  config: Config;
  log: Logger;
}

/** What job handlers run with, in the HTTP process and the worker process alike. */
export interface JobsContext {
  db: Db;
  config: Config;
  log: Logger;
  clock: Clock;
}

/** Loads content files into the database at start; must be idempotent. */
export type Seeder = (context: SeedContext) => Promise<void>;

/**
 * A domain of the server. Its routes are registered under `/api` (so a module declares
 * `/url-shorter/:slug`), and see `app.db`, `app.jobs`, `app.config` and `app.clock`.
 */
export interface ServerModule {
  name: string;
  routes?: FastifyPluginAsyncZod;
  /** Declares the module's queues and handlers (`jobs.register(...)`); handlers reach the database through `context`. */
  jobs?: (jobs: JobRunner, context: JobsContext) => void;
  seed?: Seeder;
}
