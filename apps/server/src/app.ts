import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import { apiDocs } from './http/api-docs';
import { unstorableText } from './http/unstorable-text';
import { errorHandling, sendProblem } from './http/error-handler';
import { toAppError } from './http/problem';
import { REQUEST_ID_HEADER, requestIdFor } from './http/request-id';
import { security } from './http/security';
import { apiCachePolicy } from './http/api-cache-policy';
import { webApp } from './http/web-app';
import type { JobRunner } from './jobs/job-runner';
import { type Clock, systemClock } from './lib/clock';
import { createLogger } from './logger';
import { HOOK_ORDER, SERVER_MODULES } from './modules';
import { getClientConfig } from './modules/client-config';
import { collectModuleHooks, type HookOrder, type ModuleHooks } from './modules/module-hooks';
import type { ServerModule } from './modules/server-module';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The open database behind `db` (driver, raw SQL). */
    database: Database;
    jobs: JobRunner;
    /** The current time; every route asks it rather than the system clock. */
    clock: Clock;
    /** Other modules' steps in a module's changes, passed to the code that makes them. */
    moduleHooks: ModuleHooks;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  jobs: JobRunner;
  clock?: Clock;
  logger?: Logger;
  /** Defaults to every module of the server. */
  modules?: readonly ServerModule[];
  /** Defaults to the server's; tests that add a hook place it. */
  hookOrder?: HookOrder;
  /** Extra route plugins registered under `/api` after the modules (tests use it). */
  routes?: readonly FastifyPluginAsyncZod[];
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

function trustProxy(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the HTTP application without listening; tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const logger = deps.logger ?? createLogger(config);
  const clock = deps.clock ?? systemClock;
  const modules = deps.modules ?? SERVER_MODULES;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: trustProxy(config.TRUST_PROXY),
    // Registering every module compiles its schemas; on a loaded two-core machine one plugin can take
    // longer than Fastify's 10 s default, which would stop a start that is only slow.
    pluginTimeout: 60_000,
    // Errors Fastify meets before routing (a malformed URL) leave as problem+json like every other.
    frameworkErrors: (error, request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      return sendProblem(request, reply, toAppError(error));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('jobs', deps.jobs);
  app.decorate('clock', clock);
  app.decorate(
    'moduleHooks',
    collectModuleHooks(modules, deps.hookOrder ?? HOOK_ORDER, {
      db: deps.database.db,
      config,
      log: logger,
      clock,
      jobs: deps.jobs,
    }),
  );

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Answers still in flight when closing starts end their keep-alive connection, so the server
  // can finish closing as soon as they are sent instead of waiting for idle clients.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(errorHandling);
  await app.register(security);
  await app.register(unstorableText);
  await app.register(apiCachePolicy);
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Responses are compressed on the fly; level 5 costs a fraction of brotli's maximum for nearly the same size.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // The API's description helps developers; in production it only maps the service for an attacker.
  if (config.API_DOCS ?? !config.isProduction) await app.register(apiDocs, { publicUrl: config.PUBLIC_URL });

  for (const module of modules) {
    if (module.routes) await app.register(module.routes, { prefix: '/api' });
  }
  app.addHook('onReady', async () => {
    if (deps.jobs.started) await deps.jobs.startSweeps();
  });
  for (const routes of deps.routes ?? []) await app.register(routes, { prefix: '/api' });

  const { devPages, outbox } = getClientConfig(config);
  await app.register(webApp, { distDir: config.WEB_DIST_DIR, devPages, outbox });

  return app;
}
