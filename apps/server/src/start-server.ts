import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type App, buildApp } from './app';
import { ContentSeed } from './content-seed';
import { jobStopBudget } from './jobs/job-stop-budget';
import { openServices, type ServiceOptions, type Services } from './services';

export interface StartServerOptions extends ServiceOptions {
  /** Extra route plugins registered under `/api` (tests add slow or failing routes). */
  routes?: readonly FastifyPluginAsyncZod[];
  /** Overrides the config's HOST/PORT (tests listen on 127.0.0.1:0). */
  listen?: { host?: string; port?: number };
}

export interface ServerHandle extends Services {
  app: App;
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Stops accepting, lets in-flight requests and jobs finish, stops the jobs, closes the database. */
  stop(): Promise<void>;
}

/** config → database → migrations → content seed → jobs → HTTP. */
export async function startServer(options: StartServerOptions = {}): Promise<ServerHandle> {
  const services = await openServices(options, 'server');
  const { config, log, database, jobs, modules, clock } = services;
  let app: App | undefined;
  try {
    const seed = new ContentSeed();
    for (const module of modules) if (module.seed) seed.register(module.name, module.seed);
    await seed.run({ db: database.db, config, log });

    await jobs.start({ workers: config.RUN_WORKERS });

    app = await buildApp({
      config,
      database,
      jobs,
      clock,
      logger: log,
      modules,
      routes: options.routes ?? [],
    });
    const url = await app.listen({
      host: options.listen?.host ?? config.HOST,
      port: options.listen?.port ?? config.PORT,
    });

    let stopping: Promise<void> | undefined;
    const running = app;
    const stop = () => {
      stopping ??= (async () => {
        const deadline = Date.now() + config.SHUTDOWN_TIMEOUT_MS;
        log.info('stopping');
        await running.close();
        await jobs.stop(jobStopBudget(deadline));
        await services.closeDatabase();
        log.info('stopped');
      })();
      return stopping;
    };
    return { ...services, app: running, url, stop };
  } catch (error) {
    await app?.close().catch(() => {});
    await jobs.stop(config.SHUTDOWN_TIMEOUT_MS).catch(() => {});
    await services.closeDatabase().catch(() => {});
    throw error;
  }
}
