/**
 * The server is killed with SIGKILL while a sandbox card payment is being settled. After a restart
 * the applicant tries again and the payment is settled exactly once: one payment, one receipt.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { applicant, CARD, json } from './http-applicant';
import { processHarness } from './process-harness';

describe('a server killed while a payment is settled', () => {
  const harness = processHarness();

  it('settles it exactly once after a restart', async () => {
    await harness.environment();
    let url = await harness.startServer();
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

    const server = harness.processes[0]!;
    const inFlight = pay(url).catch(() => null);
    await sleep(15);
    server.child.kill('SIGKILL');
    await inFlight;
    expect((await server.exited).signal).toBe('SIGKILL');

    url = await harness.startServer();
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
