import { isEntrypoint } from './lib/is-entrypoint';
import { runUntilSignal } from './lib/run-until-signal';
import { startWorker } from './start-worker';

export { startWorker, type WorkerHandle } from './start-worker';

if (isEntrypoint(import.meta.url)) {
  await runUntilSignal('worker', async (config, logger) => {
    const handle = await startWorker({ config, logger });
    logger.info({ queues: handle.jobs.queues }, 'worker running');
    return handle;
  });
}
