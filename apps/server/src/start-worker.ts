import { jobStopBudget } from './jobs/job-stop-budget';
import { openServices, type ServiceOptions, type Services } from './services';

export interface WorkerHandle extends Services {
  /** Stops fetching, lets running jobs finish, stops pg-boss, closes the database. */
  stop(): Promise<void>;
}

/** A process that only works background jobs (scaled separately from the HTTP processes). */
export async function startWorker(options: ServiceOptions = {}): Promise<WorkerHandle> {
  const services = await openServices(options, 'worker');
  try {
    await services.jobs.start({ workers: true });
  } catch (error) {
    await services.closeDatabase().catch(() => {});
    throw error;
  }
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await services.jobs.stop(jobStopBudget(Date.now() + services.config.SHUTDOWN_TIMEOUT_MS));
      await services.closeDatabase();
      services.log.info('worker stopped');
    })();
    return stopping;
  };
  return { ...services, stop };
}
