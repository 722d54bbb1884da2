import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnFixture, waitForFile, type Spawned } from './child-process';
import { createProcessEnvironment, type ProcessEnvironment } from './process-environment';

describe('a job interrupted by a crash', () => {
  let environment: ProcessEnvironment | undefined;
  const processes: Spawned[] = [];
  afterEach(async () => {
    for (const spawned of processes) {
      if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill('SIGKILL');
      await spawned.exited;
    }
    processes.length = 0;
    await environment?.cleanup();
  });

  it('runs again and completes after the process restarts', async () => {
    // A short expiry so the restarted process sees the lost job within seconds.
    environment = await createProcessEnvironment({
      JOB_EXPIRE_SECONDS: '3',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
    });

    const first = spawnFixture(['server', 'hang', environment.dir, 'send'], environment.env);
    processes.push(first);
    await waitForFile(path.join(environment.dir, 'started-0'), 60_000);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = spawnFixture(['server', 'finish', environment.dir], environment.env);
    processes.push(second);
    await second.waitForLog('fixture ready', 60_000);
    await waitForFile(path.join(environment.dir, 'done'), 60_000);
    expect(Number(await readFile(path.join(environment.dir, 'done'), 'utf8'))).toBeGreaterThanOrEqual(1);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 150_000);
});
