/**
 * Background jobs on pg-boss, over the application's own database on both drivers. Modules
 * declare their queues and handlers here; the process decides whether it also works them.
 */
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/database';
import { transactionExecutor } from './transaction-executor';

export interface JobContext<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  log: Logger;
}

export interface QueueOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  policy?: PgBoss.QueuePolicy;
  /** How often an idle worker polls the queue (minimum 0.5). */
  pollingIntervalSeconds?: number;
}

export interface JobDefinition<T> {
  queue: string;
  handler: (job: JobContext<T>) => Promise<void>;
  options?: QueueOptions;
}

/** A queue whose job runs again a while after each run ends, whether it failed or not. */
export interface SweepDefinition {
  queue: string;
  /** At most one sweep of the queue is waiting at a time. */
  singletonKey: string;
  /** Seconds from the end of one sweep to the start of the next. */
  everySeconds: number;
  sweep: () => Promise<unknown>;
}

export interface SendOptions {
  /** At most one queued job per key (pg-boss singleton). */
  singletonKey?: string;
  startAfter?: Date | number;
  priority?: number;
  /** Queue the job inside this open transaction: it exists only if the transaction commits. */
  transaction?: Db;
}

export interface JobRunnerSettings {
  expireInSeconds: number;
  retryLimit: number;
  maintenanceIntervalSeconds: number;
}

export class JobRunner {
  readonly #database: Database;
  readonly #log: Logger;
  readonly #settings: JobRunnerSettings;
  readonly #definitions = new Map<string, JobDefinition<never>>();
  readonly #sweeps: SweepDefinition[] = [];
  #boss: PgBoss | undefined;
  #started = false;
  #stopping = false;

  constructor(database: Database, log: Logger, settings: JobRunnerSettings) {
    this.#database = database;
    this.#log = log.child({ component: 'jobs' });
    this.#settings = settings;
  }

  /** Declares a queue and its handler; call before `start()`. */
  register<T>(definition: JobDefinition<T>): void {
    if (this.#started) throw new Error(`Queue ${definition.queue} registered after the job runner started`);
    if (this.#definitions.has(definition.queue))
      throw new Error(`Queue ${definition.queue} is registered twice`);
    this.#definitions.set(definition.queue, definition as unknown as JobDefinition<never>);
  }

  /** Declares a sweep loop; `startSweeps` queues the first sweep of each. */
  registerSweep(definition: SweepDefinition): void {
    const { queue, singletonKey, everySeconds, sweep } = definition;
    this.register<Record<string, never>>({
      queue,
      handler: async () => {
        try {
          await sweep();
        } finally {
          await this.send(queue, {}, { singletonKey, startAfter: everySeconds });
        }
      },
      options: { policy: 'short', retryLimit: 2, pollingIntervalSeconds: 0.5 },
    });
    this.#sweeps.push(definition);
  }

  /**
   * Queues the first sweep of every loop (one waiting sweep at most per loop). The HTTP processes call
   * it once ready, so a deployment whose workers run apart still sweeps.
   */
  async startSweeps(): Promise<void> {
    for (const { queue, singletonKey } of this.#sweeps) await this.send(queue, {}, { singletonKey });
  }

  get started(): boolean {
    return this.#started;
  }

  get queues(): string[] {
    return [...this.#definitions.keys()];
  }

  async send<T extends object>(queue: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.#definitions.has(queue)) throw new Error(`Unknown queue ${queue}`);
    const { transaction, ...sendOptions } = options;
    return this.#requireBoss().send(queue, data, {
      ...sendOptions,
      ...(transaction ? { db: transactionExecutor(transaction) } : {}),
    });
  }

  /** Installs or upgrades pg-boss's schema, creates the queues and, with `workers`, works them. */
  async start({ workers }: { workers: boolean }): Promise<void> {
    if (this.#started) return;
    this.#stopping = false;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.#executeSql(text, values) },
      expireInSeconds: this.#settings.expireInSeconds,
      retryLimit: this.#settings.retryLimit,
      maintenanceIntervalSeconds: this.#settings.maintenanceIntervalSeconds,
      // Cron schedules are not used yet; the clock monitor would only add queries.
      schedule: false,
    });
    boss.on('error', (error) => this.#log.error({ err: error }, 'job runner error'));
    await boss.start();
    this.#boss = boss;
    for (const definition of this.#definitions.values()) {
      const { pollingIntervalSeconds: _polling, ...queueOptions } = definition.options ?? {};
      await boss.createQueue(definition.queue, {
        name: definition.queue,
        retryLimit: this.#settings.retryLimit,
        expireInSeconds: this.#settings.expireInSeconds,
        ...queueOptions,
      });
    }
    if (workers) {
      for (const definition of this.#definitions.values()) await this.#work(boss, definition);
    }
    this.#started = true;
    this.#log.info({ queues: this.queues, workers }, 'job runner started');
  }

  /** Stops fetching, waits up to `timeoutMs` for running jobs, then stops pg-boss. */
  async stop(timeoutMs: number): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    this.#boss = undefined;
    this.#started = false;
    this.#stopping = true;
    // The database belongs to the application, so pg-boss must not close it.
    await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    this.#log.info('job runner stopped');
  }

  async #executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    try {
      return await this.#database.executeSql(text, values);
    } catch (error) {
      // A job that outlives stop()'s wait reports its end once the database may be closed, in a call
      // pg-boss does not await: thrown, it would be an unhandled rejection. The job expires and runs
      // again, so the lost report is only told.
      if (!this.#stopping) throw error;
      this.#log.warn({ err: error }, 'a job ended after the job runner stopped; it will run again');
      // No job was changed: pg-boss reads the affected count from the first row of its commands.
      return { rows: [{ count: 0 }] };
    }
  }

  async #work(boss: PgBoss, definition: JobDefinition<never>): Promise<void> {
    const pollingIntervalSeconds = definition.options?.pollingIntervalSeconds ?? 2;
    await boss.work<never>(
      definition.queue,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
      async (jobs) => {
        for (const job of jobs) {
          const log = this.#log.child({ queue: definition.queue, jobId: job.id, retryCount: job.retryCount });
          const started = Date.now();
          try {
            await definition.handler({ id: job.id, data: job.data, retryCount: job.retryCount, log });
            log.info({ ms: Date.now() - started }, 'job completed');
          } catch (error) {
            log.warn({ err: error, ms: Date.now() - started }, 'job failed');
            throw error;
          }
        }
      },
    );
  }

  #requireBoss(): PgBoss {
    if (!this.#boss) throw new Error('The job runner is not started');
    return this.#boss;
  }
}
