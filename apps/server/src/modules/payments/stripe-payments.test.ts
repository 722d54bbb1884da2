import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECLINING_METHOD,
  type FakeStripe,
  startFakeStripe,
} from '../../adapters/payments/fake-stripe-server';
import { paymentMethods } from '../../db/schema/payments';
import type { SignedInApplicant } from '../cases/test-support';
import { INSTALLMENT_SWEEP_QUEUE } from './queues';
import { applicantWithCase, createPaymentsTestApp, eventually, type PaymentsTestApp } from './test-support';

const WEBHOOK_SECRET = 'whsec_camino_test';
let stripe: FakeStripe;
let t: PaymentsTestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createPaymentsTestApp({
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_camino',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function startCheckout(applicant: SignedInApplicant, plan: 'full' | 'installments' = 'full') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/checkout',
    headers: applicant.headers,
    payload: { plan, state: 'TX', idempotencyKey: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(200);
  const checkout = response.json();
  const sessionId = new URL(checkout.url).pathname.split('/').at(-1)!;
  return { checkout, sessionId };
}

function deliver(event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

describe('Stripe payments', () => {
  it('pays through a Checkout Session confirmed by a signed webhook; a duplicate delivery changes nothing', async () => {
    const applicant = await applicantWithCase(t);
    const { checkout, sessionId } = await startCheckout(applicant);
    expect(checkout).toMatchObject({ provider: 'stripe', status: 'in-progress' });
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 120_000,
      setup_future_usage: 'off_session',
    });
    expect(stripe.writes.every((write) => write.idempotencyKey)).toBe(true);

    const completed = stripe.completeSession(sessionId);
    const event = stripe.signedEvent('checkout.session.completed', completed, WEBHOOK_SECRET);
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(event);
    expect(again.json()).toEqual({ received: true, duplicate: true });

    const status = (await get(`/api/checkout/${checkout.checkoutId}/status`, applicant.headers)).json();
    expect(status).toMatchObject({ status: 'succeeded', casePayment: 'paid-in-full' });
    expect((await get('/api/payment/receipts', applicant.headers)).json().receipts).toHaveLength(1);
    const client = (await get('/api/client-info', applicant.headers)).json();
    expect(client).toMatchObject({ provider: 'stripe', savedMethod: { brand: 'visa', last4: '4242' } });
  });

  it('refuses a webhook whose signature does not match', async () => {
    const event = stripe.signedEvent('checkout.session.completed', { id: 'cs_x' }, 'whsec_someone_else');
    const response = await deliver(event);
    expect(response.statusCode).toBe(400);
  });

  it('learns the outcome from Stripe when the webhook is late (return page and verify call)', async () => {
    const applicant = await applicantWithCase(t);
    const { checkout, sessionId } = await startCheckout(applicant);
    stripe.completeSession(sessionId);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${checkout.checkoutId}/return`,
    });
    expect(page.body).toContain('Payment received');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-user-payment',
      headers: applicant.headers,
      payload: {},
    });
    expect(verified.json()).toMatchObject({ status: 'succeeded', casePayment: 'paid-in-full' });
  });

  it('never cancels on a GET of the return page; its cancel button posts', async () => {
    const applicant = await applicantWithCase(t);
    const { checkout } = await startCheckout(applicant);
    const returned = await t.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${checkout.checkoutId}/return?cancelled=1`,
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.body).toContain(`action="/api/payment/checkout/${checkout.checkoutId}/return/cancel"`);
    const status = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/checkout/${checkout.checkoutId}/status`,
        headers: applicant.headers,
      });
    expect((await status()).json()).toMatchObject({ status: 'in-progress' });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payment/checkout/${checkout.checkoutId}/return/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await status()).json()).toMatchObject({ status: 'cancelled' });
  });

  it('expires the session when the pop-up is closed unpaid', async () => {
    const applicant = await applicantWithCase(t);
    const { checkout, sessionId } = await startCheckout(applicant);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payment/checkout/${checkout.checkoutId}/cancel`,
      headers: applicant.headers,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', casePayment: 'cancelled' });
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    // Stripe's own expiry event for it later is harmless.
    const late = await deliver(
      stripe.signedEvent('checkout.session.expired', stripe.sessions.get(sessionId)!, WEBHOOK_SECRET),
    );
    expect(late.statusCode).toBe(200);
  });

  it('charges installments off-session with the saved card, once per attempt, and marks a decline overdue', async () => {
    const applicant = await applicantWithCase(t);
    const { sessionId } = await startCheckout(applicant, 'installments');
    await deliver(
      stripe.signedEvent('checkout.session.completed', stripe.completeSession(sessionId), WEBHOOK_SECRET),
    );
    const caseId = (await get('/api/mycase/findOneCase', applicant.headers)).json().id as string;

    t.payClock.advance(31 * 86_400);
    try {
      await t.jobs.send(INSTALLMENT_SWEEP_QUEUE, {}, { singletonKey: randomUUID() });
      await eventually(async () => {
        const plan = (await get('/api/active-payment-plan', applicant.headers)).json();
        expect(plan.installments[0].status).toBe('paid');
      });
      const charge = [...stripe.intents.values()].find(
        (intent) => (intent.metadata as { installmentId?: string }).installmentId,
      );
      expect(charge).toMatchObject({ amount: 25_000, payment_method: 'pm_card_visa', status: 'succeeded' });
      expect(stripe.writes.filter((w) => w.path === '/v1/payment_intents')).toHaveLength(1);

      await t.database.db
        .update(paymentMethods)
        .set({ methodRef: DECLINING_METHOD })
        .where(eq(paymentMethods.caseId, caseId));
      t.payClock.advance(28 * 86_400);
      await t.jobs.send(INSTALLMENT_SWEEP_QUEUE, {}, { singletonKey: randomUUID() });
      await eventually(async () => {
        const plan = (await get('/api/active-payment-plan', applicant.headers)).json();
        expect(plan).toMatchObject({ casePayment: 'installments-overdue', overdueCount: 1 });
      });
      const rules = (await get('/api/param-navigation-rules', applicant.headers)).json();
      expect(rules).toMatchObject({ route: '/pay', access: { paid: false } });
    } finally {
      t.payClock.advance(-59 * 86_400);
    }
  });
});
