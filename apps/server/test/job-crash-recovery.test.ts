import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitForFile } from './child-process';
import { processHarness } from './process-harness';

describe('a job interrupted by a crash', () => {
  const harness = processHarness();

  it('runs again and completes after the process restarts', async () => {
    // A short expiry so the restarted process sees the lost job within seconds.
    const environment = await harness.environment({
      JOB_EXPIRE_SECONDS: '3',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
    });

    const first = harness.spawn(['server', 'hang', environment.dir, 'send']);
    await waitForFile(path.join(environment.dir, 'started-0'), 120_000);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = harness.spawn(['server', 'finish', environment.dir]);
    await second.waitForLog('fixture ready', 120_000);
    await waitForFile(path.join(environment.dir, 'done'), 120_000);
    expect(Number(await readFile(path.join(environment.dir, 'done'), 'utf8'))).toBeGreaterThanOrEqual(1);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 300_000);
});
