import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnFixture, waitForFile, type Spawned } from './child-process';
import { createProcessEnvironment, type ProcessEnvironment } from './process-environment';

describe('graceful shutdown', () => {
  let environment: ProcessEnvironment | undefined;
  let spawned: Spawned | undefined;
  afterEach(async () => {
    if (spawned && spawned.child.exitCode === null) spawned.child.kill('SIGKILL');
    await spawned?.exited;
    await environment?.cleanup();
  });

  it('lets an in-flight request finish on SIGTERM and exits 0', async () => {
    environment = await createProcessEnvironment();
    spawned = spawnFixture(['server', 'finish', environment.dir], environment.env);
    const { url } = (await spawned.waitForLog('fixture ready', 120_000)) as { url: string };

    const request = fetch(`${url}/api/test/slow?ms=2000`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    spawned.child.kill('SIGTERM');

    const response = await request;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slept: 2000 });
    const exit = await spawned.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(spawned.output()).toContain('"msg":"stopped"');
  }, 180_000);

  it('lets a running job finish when a worker process is stopped', async () => {
    environment = await createProcessEnvironment();
    spawned = spawnFixture(['worker', 'slow', environment.dir, 'send'], environment.env);
    await waitForFile(path.join(environment.dir, 'started-0'), 120_000);
    spawned.child.kill('SIGTERM');
    const exit = await spawned.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(environment.dir, 'done'))).toBe(true);
    expect(await readFile(path.join(environment.dir, 'done'), 'utf8')).toBe('0');
  }, 180_000);

  it('exits non-zero when stopping takes longer than SHUTDOWN_TIMEOUT_MS', async () => {
    environment = await createProcessEnvironment({ SHUTDOWN_TIMEOUT_MS: '1000' });
    spawned = spawnFixture(['server', 'finish', environment.dir], environment.env);
    const { url } = (await spawned.waitForLog('fixture ready', 120_000)) as { url: string };
    const request = fetch(`${url}/api/test/slow?ms=8000`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    spawned.child.kill('SIGTERM');
    const exit = await spawned.exited;
    expect(exit.code).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    await request;
  }, 180_000);
});
