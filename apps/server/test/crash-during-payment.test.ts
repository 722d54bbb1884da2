/**
 * The server is killed with SIGKILL while a sandbox card payment is being settled. After a restart
 * the applicant tries again and the payment is settled exactly once: one payment, one receipt.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnFixture, type Spawned } from './child-process';
import { applicant, CARD, json } from './http-applicant';
import { createProcessEnvironment, type ProcessEnvironment } from './process-environment';

async function start(environment: ProcessEnvironment, processes: Spawned[]): Promise<string> {
  const spawned = spawnFixture(['server', 'finish', environment.dir], environment.env);
  processes.push(spawned);
  return (await spawned.waitForLog('fixture ready', 90_000)).url as string;
}

describe('a server killed while a payment is settled', () => {
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

  it('settles it exactly once after a restart', async () => {
    environment = await createProcessEnvironment();
    let url = await start(environment, processes);
    const authorization = await applicant(url);
    const headers = { authorization, 'content-type': 'application/json' };
    await json(
      await fetch(`${url}/api/mycase`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ strategy: 'asylum' }),
      }),
    );
    const checkout = await json<{ checkoutId: string; url: string }>(
      await fetch(`${url}/api/payment/checkout`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ plan: 'full', state: 'TX', idempotencyKey: randomUUID() }),
      }),
    );
    const payPath = new URL(checkout.url).pathname;
    const pay = (base: string) =>
      fetch(`${base}${payPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(CARD).toString(),
      });

    const server = processes[0]!;
    const inFlight = pay(url).catch(() => null);
    await sleep(15);
    server.child.kill('SIGKILL');
    await inFlight;
    expect((await server.exited).signal).toBe('SIGKILL');

    url = await start(environment, processes);
    // The applicant presses pay again (or the page asks the provider again): no second charge.
    await pay(url);
    await pay(url);
    const status = await json<{ status: string }>(
      await fetch(`${url}/api/checkout/${checkout.checkoutId}/status`, { headers: { authorization } }),
    );
    expect(status.status).toBe('succeeded');
    const { receipts } = await json<{ receipts: unknown[] }>(
      await fetch(`${url}/api/payment/receipts`, { headers: { authorization } }),
    );
    expect(receipts).toHaveLength(1);
  }, 240_000);
});
