import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config';
import { createLogger } from '../logger';

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Runs a process entry point: starts it, then on SIGTERM/SIGINT stops it gracefully and exits 0,
 * or exits 1 when stopping takes longer than SHUTDOWN_TIMEOUT_MS or fails.
 */
export async function runUntilSignal(
  name: string,
  start: (config: Config, log: Logger) => Promise<Stoppable>,
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    const log = createLogger({ LOG_LEVEL: 'info' });
    if (error instanceof ConfigError) log.fatal({ problems: error.problems }, error.message);
    else log.fatal({ err: error }, 'configuration failed');
    process.exitCode = 1;
    return;
  }
  const log = createLogger(config);
  let handle: Stoppable | undefined;
  closeWithGrace(
    {
      delay: config.SHUTDOWN_TIMEOUT_MS,
      logger: { error: (message: unknown) => log.error(String(message)) },
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, `${name} failing`);
      else log.info({ signal }, `${name} shutting down`);
      await handle?.stop();
    },
  );
  try {
    handle = await start(config, log);
  } catch (error) {
    log.fatal({ err: error }, `${name} failed to start`);
    process.exit(1);
  }
}
