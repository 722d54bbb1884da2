import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema/payments';
import type { SignedInApplicant } from '../cases/test-support';
import { INSTALLMENT_SWEEP_QUEUE } from './queues';
import {
  applicantWithCase,
  cardForm,
  createPaymentsTestApp,
  eventually,
  type PaymentsTestApp,
} from './test-support';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp({ env: { INSTALLMENT_RETRY_DAYS: '1,3' } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function payDownPayment(applicant: SignedInApplicant) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payment/checkout',
    headers: applicant.headers,
    payload: { plan: 'installments', state: 'NM', idempotencyKey: randomUUID() },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { url } = started.json();
  await t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(cardForm('4242424242424242')).toString(),
  });
  return (await get('/api/active-payment-plan', applicant.headers)).json();
}

async function caseIdOf(applicant: SignedInApplicant): Promise<string> {
  return (await get('/api/mycase/findOneCase', applicant.headers)).json().id;
}

/** Runs the sweep job now, as its delay loop would at the payments clock's current time. */
async function runSweep() {
  await t.jobs.send(INSTALLMENT_SWEEP_QUEUE, {}, { singletonKey: `test-${randomUUID()}` });
}

describe('installments', () => {
  it('stores the schedule of the quote and charges each installment on its date with the saved card', async () => {
    const applicant = await applicantWithCase(t);
    const plan = await payDownPayment(applicant);
    expect(plan).toMatchObject({
      plan: 'installments',
      casePayment: 'installments-current',
      overdueCount: 0,
    });
    expect(plan.installments.map((i: { dueDate: string }) => i.dueDate)).toEqual([
      '2027-02-10',
      '2027-03-10',
      '2027-04-10',
      '2027-05-10',
    ]);
    expect(plan.nextDue).toMatchObject({ number: 1, status: 'scheduled' });

    // Nothing is due yet: the sweep leaves the schedule alone.
    await runSweep();
    t.payClock.advance(31 * 86_400);
    await runSweep();
    const after = await eventually(async () => {
      const current = (await get('/api/active-payment-plan', applicant.headers)).json();
      expect(current.installments[0].status).toBe('paid');
      return current;
    });
    expect(after.installments.slice(1).every((i: { status: string }) => i.status === 'scheduled')).toBe(true);
    expect(after.paidCents).toBe(plan.paidCents + plan.installments[0].totalCents);
    const receipts = (await get('/api/payment/receipts', applicant.headers)).json().receipts;
    expect(receipts[0]).toMatchObject({ purpose: 'installment', installmentNumber: 1 });
    await t.outbox(applicant.email, 3); // activation, down payment receipt, installment receipt
    t.payClock.advance(-31 * 86_400);
  });

  it('marks a failed installment overdue, tells the applicant, and lets them pay it from /pay', async () => {
    const applicant = await applicantWithCase(t);
    await payDownPayment(applicant);
    const caseId = await caseIdOf(applicant);
    // The bank starts refusing the saved card.
    await t.database.db
      .update(paymentMethods)
      .set({ methodRef: 'sandbox_pm_declined_0002' })
      .where(eq(paymentMethods.caseId, caseId));

    t.payClock.advance(31 * 86_400);
    try {
      await runSweep();
      const overdue = await eventually(async () => {
        const current = (await get('/api/active-payment-plan', applicant.headers)).json();
        expect(current.installments[0].status).toBe('overdue');
        return current;
      });
      expect(overdue).toMatchObject({ casePayment: 'installments-overdue', overdueCount: 1 });
      expect(overdue.installments[0]).toMatchObject({
        failedAttempts: 1,
        nextAttemptAt: '2027-02-11T17:00:00.000Z',
      });

      const rules = (await get('/api/param-navigation-rules', applicant.headers)).json();
      expect(rules).toMatchObject({ route: '/pay', access: { paid: false, canAccessPayment: true } });

      const messages = await t.outbox(applicant.email, 3);
      const notice = messages.find((m) => m.subject === 'Camino: we could not process your payment');
      expect(notice?.text).toContain('/pay');
      const sms = await t.outbox(applicant.phone, 2);
      expect(sms.some((m) => m.text.includes('there was a problem processing your payment'))).toBe(true);

      // Paying with the refused card fails again and says so.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment',
        headers: applicant.headers,
        payload: { idempotencyKey: randomUUID() },
      });
      expect(again.json()).toMatchObject({
        method: 'saved',
        result: 'failed',
        failureMessageKey: 'payment.failed',
      });

      // A new card through the pop-up pays the overdue installment and becomes the card on file.
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment',
        headers: applicant.headers,
        payload: { idempotencyKey: randomUUID(), method: 'new' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { checkout } = created.json();
      expect(checkout).toMatchObject({ purpose: 'installment', status: 'in-progress' });
      await t.app.inject({
        method: 'POST',
        url: new URL(checkout.url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(cardForm('5555555555554444')).toString(),
      });
      const restored = (await get('/api/param-navigation-rules', applicant.headers)).json();
      expect(restored.access.paid).toBe(true);
      const plan = (await get('/api/active-payment-plan', applicant.headers)).json();
      expect(plan).toMatchObject({
        casePayment: 'installments-current',
        overdueCount: 0,
        savedMethod: { last4: '4444' },
      });
      expect(plan.installments[0].status).toBe('paid');
    } finally {
      t.payClock.advance(-31 * 86_400);
    }
  });

  it('lets the applicant pay every installment early, which pays the case in full', async () => {
    const applicant = await applicantWithCase(t);
    await payDownPayment(applicant);
    for (let paid = 0; paid < 4; paid += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment',
        headers: applicant.headers,
        payload: { idempotencyKey: randomUUID() },
      });
      expect(response.json(), response.body).toMatchObject({
        method: 'saved',
        result: 'succeeded',
        installmentNumber: paid + 1,
      });
    }
    const plan = (await get('/api/active-payment-plan', applicant.headers)).json();
    expect(plan).toMatchObject({ casePayment: 'paid-in-full', remainingCents: 0, nextDue: null });
    const nothing = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment',
      headers: applicant.headers,
      payload: { idempotencyKey: randomUUID() },
    });
    expect(nothing.json().reason).toBe('payment.nothingDue');
  });
});
