import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { JobRunner } from '../jobs/job-runner';
import type { Clock } from '../lib/clock';
import type { Locale, MissingItem } from '@camino/contracts';
import type {
  AnswerWrite,
  CaseApproval,
  CaseProgressSources,
  CaseRow,
  DerivativesChange,
  DocumentCounts,
  SectionReopened,
  QuickExitEvent,
  TempSessionMigrationContext,
} from './module-events';

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

/** The services of the process a module's hook or progress source runs in. */
export interface ModuleServices extends JobsContext {
  jobs: Pick<JobRunner, 'send'>;
}

/** What a module's hook runs with besides its event; read-only rules need the case's progress. */
export interface HookContext extends ModuleServices {
  caseProgress: CaseProgressSources;
}

/** A count of a case's progress that one module owns and the workspace adds up. */
export type ProgressSource<Result> = (db: Db, caseRow: CaseRow, services: ModuleServices) => Promise<Result>;

/** What the module's part of a case still lacks before the case can be sent for preparation, in order. */
export type MissingItemsSource = (
  db: Db,
  caseRow: CaseRow,
  services: ModuleServices,
  lang: Locale,
) => Promise<MissingItem[]>;

/** A module's step in another module's change; its name is unique among the hooks of that change. */
export interface ModuleHook<Event> {
  readonly name: string;
  readonly run: (event: Event, context: HookContext) => Promise<void>;
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
  /** Run before every change to an owner's answers or path; the first to throw refuses it. */
  answerWriteGuards?: readonly ModuleHook<AnswerWrite>[];
  /** Run in the transaction of a change of a case's family members; the first to throw refuses it. */
  derivativesHooks?: readonly ModuleHook<DerivativesChange>[];
  /** Run after a change of a case's family members is committed. */
  derivativesFollowers?: readonly ModuleHook<DerivativesChange>[];
  /** Run in the transaction that moves a visitor's temporary session to their new account. */
  tempSessionMigrations?: readonly ModuleHook<TempSessionMigrationContext>[];
  /** Run after an applicant left with the quick exit; each forgets what the module kept for them. */
  quickExitFollowers?: readonly ModuleHook<QuickExitEvent>[];
  /** Run in the transaction that records a case's final approval; the first to throw refuses it. */
  approvalHooks?: readonly ModuleHook<CaseApproval>[];
  /** How many of the case's required documents are uploaded; one module at most declares it. */
  documentsProgress?: ProgressSource<DocumentCounts>;
  /** How much of the declaration is written, 0–100, or null with none to write; one module at most. */
  declarationProgress?: ProgressSource<number | null>;
  /** Whether a correction request reopened a section of a complete case; one module at most. */
  reopenedSections?: SectionReopened;
  /**
   * What still blocks sending the case for preparation in this module's part; the workspace lists the
   * items of every module, the documents' first, then the legal questions', then the others'.
   */
  missingItems?: MissingItemsSource;
}

/** A module's hook given the services of its process: what the code that makes the change runs. */
export interface BoundHook<Event> {
  readonly name: string;
  readonly run: (event: Event) => Promise<void>;
}
