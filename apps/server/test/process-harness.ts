import { afterEach } from 'vitest';
import { spawnFixture, type Spawned } from './child-process';
import { createProcessEnvironment, type ProcessEnvironment } from './process-environment';

/**
 * The fixture processes of a process-level test, sharing one environment (scratch folder and
 * database). After each test every process still running is killed and the environment removed.
 */
export function processHarness() {
  let environment: ProcessEnvironment | undefined;
  const processes: Spawned[] = [];
  afterEach(async () => {
    for (const spawned of processes) {
      if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill('SIGKILL');
      await spawned.exited;
    }
    processes.length = 0;
    await environment?.cleanup();
    environment = undefined;
  });

  const current = (): ProcessEnvironment => {
    if (!environment) throw new Error('Call environment() first');
    return environment;
  };
  const spawn = (args: string[]): Spawned => {
    const spawned = spawnFixture(args, current().env);
    processes.push(spawned);
    return spawned;
  };

  return {
    /** Every process started so far, in order. */
    processes,
    async environment(extra: Record<string, string> = {}): Promise<ProcessEnvironment> {
      environment = await createProcessEnvironment(extra);
      return environment;
    },
    spawn,
    /** Starts a server process on the environment and resolves with its address once it is ready. */
    async startServer(): Promise<string> {
      const spawned = spawn(['server', 'finish', current().dir]);
      return (await spawned.waitForLog('fixture ready', 90_000)).url as string;
    },
  };
}
