/**
 * The server is killed with SIGKILL while a case's filing package is being assembled. After a
 * restart the lost build runs again and exactly one complete package exists: the row names the
 * parts of one build, each stored and a readable PDF of the recorded length, and the ready message
 * went out once.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { spawnScript } from './child-process';
import type { PackageReport } from './fixtures/package-process';
import { applicant, json } from './http-applicant';
import { processHarness } from './process-harness';

const FIXTURE = fileURLToPath(new URL('./fixtures/package-process.ts', import.meta.url));
const PROCESS_START_MS = 120_000;

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} not seen within ${timeoutMs} ms`);
    await sleep(250);
  }
}

describe('a server killed while a package is assembled', () => {
  const harness = processHarness();

  it('builds exactly one complete package after a restart', async () => {
    // A short expiry so the restarted process takes the lost build up again within seconds.
    const environment = await harness.environment({
      JOB_EXPIRE_SECONDS: '3',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
    });
    const start = async (mode: 'hang' | 'finish') => {
      const spawned = spawnScript(FIXTURE, [mode, environment.dir], environment.env);
      harness.processes.push(spawned);
      const ready = await spawned.waitForLog('fixture ready', PROCESS_START_MS);
      return { spawned, url: ready.url as string };
    };
    const assemblingMarkers = async () =>
      (await readdir(environment.dir)).filter((name) => name.startsWith('assembling-'));

    const first = await start('hang');
    const authorization = await applicant(first.url);
    const headers = { authorization, 'content-type': 'application/json' };
    await json(
      await fetch(`${first.url}/api/mycase`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ strategy: 'asylum' }),
      }),
    );
    await json(
      await fetch(`${first.url}/api/test/approve-case`, { method: 'POST', headers: { authorization } }),
    );
    const report = async (url: string) =>
      json<PackageReport>(await fetch(`${url}/api/test/package-report`, { headers: { authorization } }));

    // The build is under way: the row says so and the job reached the middle of the assembly.
    await waitFor(
      'the build in progress',
      async () =>
        (await assemblingMarkers()).length > 0 && (await report(first.url)).row?.status === 'building'
          ? true
          : undefined,
      PROCESS_START_MS,
    );
    first.spawned.child.kill('SIGKILL');
    expect((await first.spawned.exited).signal).toBe('SIGKILL');

    const second = await start('finish');
    const done = await waitFor(
      'the ready package',
      async () => {
        const current = await report(second.url);
        expect(current.row?.status).not.toBe('failed');
        return current.row?.status === 'ready' ? current : undefined;
      },
      PROCESS_START_MS,
    );

    // The build the crash interrupted is the one that completed, on a second attempt.
    expect(await assemblingMarkers()).toHaveLength(2);
    expect(done.step).toBe('download');
    expect(done.row).toMatchObject({ status: 'ready', build: 1, attempts: 2 });
    expect(done.parts.length).toBeGreaterThan(0);
    const buildPrefix = `packages/${done.caseId}/${done.row!.build}/`;
    for (const part of done.parts) {
      expect(part.storageKey.startsWith(buildPrefix), part.storageKey).toBe(true);
      expect(part.pages).toBeGreaterThan(0);
      expect(part).toMatchObject({ storedBytes: part.sizeBytes, pdfPages: part.pages });
    }
    expect(new Set(done.parts.map((part) => part.storageKey)).size).toBe(done.parts.length);
    // The whole package is one of the parts, and its length is the one the row records.
    const whole = done.parts.filter((part) => part.kind === 'package');
    expect(whole).toHaveLength(1);
    expect(done.row!.pageCount).toBe(whole[0]!.pages);

    // The ready message (it links to the download page) went out once, even after a pause for any
    // duplicate delivery to arrive.
    await sleep(3_000);
    const { messages } = await json<{ messages: { channel: string; links: string[] }[] }>(
      await fetch(`${second.url}/api/dev/outbox`),
    );
    const readyMessages = messages.filter((message) =>
      message.links.some((link) => link.includes('/download-case')),
    );
    // The applicant left both channels safe: one message on each, none repeated by the retry.
    expect(readyMessages.map((message) => message.channel).sort()).toEqual(['email', 'sms']);

    second.spawned.child.kill('SIGTERM');
    expect(await second.spawned.exited).toEqual({ code: 0, signal: null });
  }, 420_000);
});
