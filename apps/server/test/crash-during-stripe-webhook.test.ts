/**
 * The server is killed with SIGKILL while a signed Stripe webhook (`checkout.session.completed`) is
 * being applied. Stripe delivers it again after the restart (it retries until it gets a 2xx), and
 * the payment is settled exactly once: one payment, one receipt, the case paid.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../src/adapters/payments/fake-stripe-server';
import { spawnFixture, type Spawned } from './child-process';
import { applicant, json } from './http-applicant';
import { createProcessEnvironment, type ProcessEnvironment } from './process-environment';

const WEBHOOK_SECRET = 'whsec_camino_crash';

async function start(environment: ProcessEnvironment, processes: Spawned[]): Promise<string> {
  const spawned = spawnFixture(['server', 'finish', environment.dir], environment.env);
  processes.push(spawned);
  return (await spawned.waitForLog('fixture ready', 90_000)).url as string;
}

describe('a server killed while a Stripe webhook is applied', () => {
  let environment: ProcessEnvironment | undefined;
  let stripe: FakeStripe | undefined;
  const processes: Spawned[] = [];
  afterEach(async () => {
    for (const spawned of processes) {
      if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill('SIGKILL');
      await spawned.exited;
    }
    processes.length = 0;
    await environment?.cleanup();
    await stripe?.close();
  });

  it('settles the payment exactly once when Stripe delivers the event again', async () => {
    stripe = await startFakeStripe();
    environment = await createProcessEnvironment({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_camino',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
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
    const sessionId = new URL(checkout.url).pathname.split('/').at(-1)!;
    const event = stripe.signedEvent(
      'checkout.session.completed',
      stripe.completeSession(sessionId),
      WEBHOOK_SECRET,
    );
    const deliver = (base: string) =>
      fetch(`${base}/api/payment/webhook/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });

    const server = processes[0]!;
    const inFlight = deliver(url).catch(() => null);
    await sleep(15);
    server.child.kill('SIGKILL');
    await inFlight;
    expect((await server.exited).signal).toBe('SIGKILL');

    url = await start(environment, processes);
    // Stripe retries an unacknowledged event, sometimes more than once.
    const retried = await deliver(url);
    expect(retried.status).toBe(200);
    expect((await deliver(url)).status).toBe(200);

    const status = await json<{ status: string; casePayment: string }>(
      await fetch(`${url}/api/checkout/${checkout.checkoutId}/status`, { headers: { authorization } }),
    );
    expect(status).toMatchObject({ status: 'succeeded', casePayment: 'paid-in-full' });
    const { receipts } = await json<{ receipts: unknown[] }>(
      await fetch(`${url}/api/payment/receipts`, { headers: { authorization } }),
    );
    expect(receipts).toHaveLength(1);
  }, 240_000);
});
