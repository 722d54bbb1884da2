/**
 * The server is killed with SIGKILL while a signed Stripe webhook (`checkout.session.completed`) is
 * being applied. Stripe delivers it again after the restart (it retries until it gets a 2xx), and
 * the payment is settled exactly once: one payment, one receipt, the case paid.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../src/adapters/payments/fake-stripe-server';
import { applicant, json } from './http-applicant';
import { processHarness } from './process-harness';

const WEBHOOK_SECRET = 'whsec_camino_crash';

describe('a server killed while a Stripe webhook is applied', () => {
  const harness = processHarness();
  let stripe: FakeStripe | undefined;
  afterEach(async () => {
    await stripe?.close();
  });

  it('settles the payment exactly once when Stripe delivers the event again', async () => {
    stripe = await startFakeStripe();
    await harness.environment({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_camino',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
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

    const server = harness.processes[0]!;
    const inFlight = deliver(url).catch(() => null);
    await sleep(15);
    server.child.kill('SIGKILL');
    await inFlight;
    expect((await server.exited).signal).toBe('SIGKILL');

    url = await harness.startServer();
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
