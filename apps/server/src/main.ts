import { isEntrypoint } from './lib/is-entrypoint';
import { runUntilSignal } from './lib/run-until-signal';
import { startServer } from './start-server';

export { startServer, type ServerHandle, type StartServerOptions } from './start-server';

if (isEntrypoint(import.meta.url)) {
  await runUntilSignal('server', async (config, logger) => {
    const handle = await startServer({ config, logger });
    logger.info({ url: handle.url, workers: config.RUN_WORKERS }, 'server listening');
    return handle;
  });
}
