import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInApplicant } from '../cases/test-support';
import { signedInApplicant } from '../cases/test-support';
import {
  applicantWithCase,
  cardForm,
  CHILD,
  createPaymentsTestApp,
  type PaymentsTestApp,
  SPOUSE,
} from './test-support';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const submitCard = (url: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

async function checkout(applicant: SignedInApplicant, body: Record<string, unknown> = {}) {
  const response = await post('/api/payment/checkout', applicant.headers, {
    plan: 'full',
    state: 'TX',
    idempotencyKey: randomUUID(),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { checkoutId: string; url: string; status: string; amountCents: number };
}

describe('prices', () => {
  it('answers the tax rate of a state and the price list of a case type', async () => {
    expect((await get('/api/tax-applicability?state=nm')).json()).toEqual({
      state: 'NM',
      taxRatePpm: 48_750,
    });
    expect((await get('/api/tax-applicability?state=ZZ')).statusCode).toBe(404);
    expect((await get('/api/basic-payment-options/asylum')).json()).toEqual({
      strategy: 'asylum',
      currency: 'USD',
      priceCents: 120_000,
      minimumDownPaymentPpm: 250_000,
      installments: { count: 4, interval: 'monthly', surchargeCents: 10_000 },
      familyMembers: { spouseCents: 30_000, childCents: 20_000 },
    });
  });

  it("quotes the caller's case with its spouse, on the server's date", async () => {
    const applicant = await applicantWithCase(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/derivatives',
      headers: applicant.headers,
      payload: { members: [SPOUSE] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await post('/api/payment/quote', applicant.headers, {
      plan: 'installments',
      state: 'HI',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { quote, familyMembers } = response.json();
    expect(familyMembers).toEqual({ spouse: true, children: 0 });
    expect(quote).toMatchObject({
      fullPriceCents: 150_000,
      minimumDownPaymentCents: 37_500,
      downPaymentCents: 37_500,
      installmentsCount: 4,
      taxRatePpm: 40_000,
    });
    expect(quote.installments[0].dueDate).toBe('2027-02-10');
  });

  it('names the broken down payment rule', async () => {
    const applicant = await applicantWithCase(t);
    const low = await post('/api/payment/quote', applicant.headers, {
      plan: 'installments',
      state: 'TX',
      downPaymentCents: 100,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      reason: 'payment.downPaymentTooLow',
      minimumDownPaymentCents: 30_000,
      fullPriceCents: 120_000,
    });
    const full = await post('/api/payment/quote', applicant.headers, {
      plan: 'installments',
      state: 'TX',
      downPaymentCents: 120_000,
    });
    expect(full.json().reason).toBe('payment.downPaymentNotBelowFull');
  });

  it('wants the case type first', async () => {
    const applicant = await signedInApplicant(t);
    const response = await post('/api/payment/quote', applicant.headers, { plan: 'full', state: 'TX' });
    expect(response.statusCode).toBe(409);
    expect(response.json().reason).toBe('case.strategyMissing');
  });
});

describe('sandbox checkout', () => {
  it('takes a successful card: case paid, receipt emailed, terms next', async () => {
    const applicant = await applicantWithCase(t);
    const started = await checkout(applicant);
    expect(started).toMatchObject({ status: 'in-progress', amountCents: 120_000 });
    expect((await get('/api/param-navigation-rules', applicant.headers)).json().route).toBe('/pay');

    const page = await get(new URL(started.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="number">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const paid = await submitCard(started.url, cardForm('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment received');

    const status = await get(`/api/checkout/${started.checkoutId}/status`, applicant.headers);
    expect(status.json()).toMatchObject({ status: 'succeeded', casePayment: 'paid-in-full', url: null });
    const rules = (await get('/api/param-navigation-rules', applicant.headers)).json();
    expect(rules).toMatchObject({ route: '/success-pay', access: { paid: true } });

    const receipt = (await t.outbox(applicant.email, 2)).find((m) => m.subject?.startsWith('Camino receipt'));
    expect(receipt!.subject).toMatch(/^Camino receipt CAM-2027-/);
    expect(receipt!.text).toContain('$1,200.00');
    const receipts = (await get('/api/payment/receipts', applicant.headers)).json().receipts;
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ totalCents: 120_000, cardBrand: 'visa', cardLast4: '4242' });
  });

  it('shows each card error in the checkout language and keeps what was typed', async () => {
    const applicant = await applicantWithCase(t);
    const started = await checkout(applicant, { locale: 'es' });
    const page = await submitCard(
      started.url,
      cardForm('4242 4242 4242 4241', { nameOnCard: 'Núñez', cvv: '' }),
    );
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('El número de la tarjeta no es válido.');
    expect(page.body).toContain('Escriba el código de seguridad (CVV).');
    expect(page.body).toContain('value="Núñez"');
    expect(page.body).toContain('aria-invalid="true"');
    expect(page.body).toContain('lang="es"');
  });

  it('declines a card with the spec failure message; a retry opens a new checkout', async () => {
    const applicant = await applicantWithCase(t);
    const started = await checkout(applicant);
    const result = await submitCard(started.url, cardForm('4000 0000 0000 0002'));
    expect(result.body).toContain('There was a problem processing your payment. Please try again.');
    // The payment window says why, under the general message: the card was refused, try another one.
    expect(result.body).toContain('data-reason="card-declined"');
    expect(result.body).toContain('Your card was declined. Try another card');
    // Reopening the window later still says it.
    const reopened = await t.app.inject({ method: 'GET', url: new URL(started.url).pathname });
    expect(reopened.body).toContain('Your card was declined. Try another card');
    const status = (await get(`/api/checkout/${started.checkoutId}/status`, applicant.headers)).json();
    expect(status).toMatchObject({
      status: 'failed',
      failureMessageKey: 'payment.failed',
      cardDeclined: true,
      casePayment: 'failed',
    });
    expect((await get('/api/param-navigation-rules', applicant.headers)).json().route).toBe('/pay');

    const retry = await checkout(applicant);
    expect(retry.checkoutId).not.toBe(started.checkoutId);
    expect(retry.status).toBe('in-progress');
  });

  it('says a processor fault is not the card, in the payment window', async () => {
    const applicant = await applicantWithCase(t);
    const started = await checkout(applicant);
    const result = await submitCard(started.url, cardForm('4000 0000 0000 0119'));
    expect(result.body).toContain('There was a problem processing your payment. Please try again.');
    expect(result.body).toContain('data-reason="processor-error"');
    expect(result.body).not.toContain('Your card was declined');
    const status = (await get(`/api/checkout/${started.checkoutId}/status`, applicant.headers)).json();
    expect(status).toMatchObject({ status: 'failed', cardDeclined: false });
  });

  it('keeps a pending payment pending until the bank answers', async () => {
    const applicant = await applicantWithCase(t);
    const started = await checkout(applicant);
    const result = await submitCard(started.url, cardForm('4000 0000 0000 3220'));
    expect(result.body).toContain('Your bank is confirming the payment');
    expect((await get('/api/param-navigation-rules', applicant.headers)).json().route).toBe('/pending-pay');
    // A second pay attempt while the bank verifies the first cannot start another charge.
    const again = await post('/api/payment/checkout', applicant.headers, {
      plan: 'installments',
      state: 'TX',
      idempotencyKey: randomUUID(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('payment.checkoutPending');

    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-checkout/${started.checkoutId}/settle`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=succeeded',
    });
    expect(settled.body).toContain('Payment received');
    const client = (await get('/api/client-info', applicant.headers)).json();
    expect(client).toMatchObject({ provider: 'sandbox', savedMethod: { last4: '3220' } });
  });

  it('cancels when the pop-up is closed; the case stays unpaid and can pay again', async () => {
    const applicant = await applicantWithCase(t);
    const started = await checkout(applicant);
    const cancelled = await post(`/api/payment/checkout/${started.checkoutId}/cancel`, applicant.headers);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', casePayment: 'cancelled' });
    expect((await get('/api/param-navigation-rules', applicant.headers)).json().route).toBe('/cancel-pay');
    // The page of a cancelled checkout only says so.
    expect((await get(new URL(started.url).pathname)).body).toContain('Payment cancelled');
    const retry = await checkout(applicant);
    expect(retry.status).toBe('in-progress');
  });

  it('cancels from the sandbox page button', async () => {
    const applicant = await applicantWithCase(t);
    const started = await checkout(applicant);
    const page = await t.app.inject({ method: 'POST', url: `${new URL(started.url).pathname}/cancel` });
    expect(page.body).toContain('Nothing was charged');
    expect((await get(`/api/checkout/${started.checkoutId}/status`, applicant.headers)).json().status).toBe(
      'cancelled',
    );
  });

  it('answers the same checkout to a double click and a reload, and charges once', async () => {
    const applicant = await applicantWithCase(t);
    const idempotencyKey = randomUUID();
    const [first, second] = await Promise.all([
      checkout(applicant, { idempotencyKey }),
      checkout(applicant, { idempotencyKey }),
    ]);
    expect(second.checkoutId).toBe(first.checkoutId);
    // Another click with a fresh key but the same plan still gets the open checkout.
    expect((await checkout(applicant)).checkoutId).toBe(first.checkoutId);

    await submitCard(first.url, cardForm('4242424242424242'));
    // Paying the same page again (a reload that re-posts) changes nothing.
    const reposted = await submitCard(first.url, cardForm('4242424242424242'));
    expect(reposted.body).toContain('Payment received');
    const reload = await checkout(applicant, { idempotencyKey });
    expect(reload).toMatchObject({ checkoutId: first.checkoutId, status: 'succeeded' });
    const success = await get(`/api/checkout/success?checkoutId=${first.checkoutId}`, applicant.headers);
    expect(success.json().status).toBe('succeeded');
    expect((await get('/api/payment/receipts', applicant.headers)).json().receipts).toHaveLength(1);
    const afterPaid = await post('/api/payment/checkout', applicant.headers, {
      plan: 'full',
      state: 'TX',
      idempotencyKey: randomUUID(),
    });
    expect(afterPaid.json().reason).toBe('payment.notPayable');
  });

  it('replaces an open checkout when the applicant changes the plan', async () => {
    const applicant = await applicantWithCase(t);
    const full = await checkout(applicant);
    const plan = await checkout(applicant, { plan: 'installments' });
    expect(plan.checkoutId).not.toBe(full.checkoutId);
    expect(plan.amountCents).toBe(30_000);
    expect((await get(`/api/checkout/${full.checkoutId}/status`, applicant.headers)).json().status).toBe(
      'cancelled',
    );
  });

  it('re-prices an open checkout when a family member is added or removed: the old page can no longer pay', async () => {
    const applicant = await applicantWithCase(t);
    const before = await checkout(applicant);
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/derivatives',
      headers: applicant.headers,
      payload: { members: [CHILD] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await get(`/api/checkout/${before.checkoutId}/status`, applicant.headers)).json().status).toBe(
      'cancelled',
    );
    // The old page's card is refused; the next checkout charges the current quote.
    await submitCard(before.url, cardForm('4242424242424242'));
    expect((await get('/api/active-payment-plan', applicant.headers)).json()).not.toMatchObject({
      paidCents: 120_000,
    });
    const after = await checkout(applicant);
    expect(after.checkoutId).not.toBe(before.checkoutId);
    expect(after.amountCents).toBe(before.amountCents + 20_000);

    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/derivatives',
      headers: applicant.headers,
      payload: { members: [] },
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/checkout/${after.checkoutId}/status`, applicant.headers)).json().status).toBe(
      'cancelled',
    );
    expect((await checkout(applicant)).amountCents).toBe(before.amountCents);
  });

  it("hides other applicants' checkouts", async () => {
    const owner = await applicantWithCase(t);
    const started = await checkout(owner);
    const stranger = await applicantWithCase(t);
    expect((await get(`/api/checkout/${started.checkoutId}/status`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('family members after payment', () => {
  it('refuses a family member the payment does not cover until the difference is paid', async () => {
    const applicant = await applicantWithCase(t);
    const started = await checkout(applicant);
    await submitCard(started.url, cardForm('4242424242424242'));

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/derivatives',
      headers: applicant.headers,
      payload: { members: [CHILD] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'payment.familyMembersNotCovered',
      priceImpactCents: 20_000,
    });

    const impact = await get('/api/payment/family-members/impact?spouse=false&children=1', applicant.headers);
    expect(impact.json()).toMatchObject({ priceImpactCents: 20_000, totalCents: 20_000 });

    const extra = await checkout(applicant, {
      purpose: 'family-members',
      familyMembers: { spouse: false, children: 1 },
    });
    expect(extra.amountCents).toBe(20_000);
    await submitCard(extra.url, cardForm('5555 5555 5555 4444'));

    const accepted = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/derivatives',
      headers: applicant.headers,
      payload: { members: [CHILD] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const plan = (await get('/api/active-payment-plan', applicant.headers)).json();
    expect(plan).toMatchObject({ familyMembersCovered: { spouse: false, children: 1 }, paidCents: 140_000 });
    expect((await get('/api/payment/receipts', applicant.headers)).json().receipts).toHaveLength(2);
    const history = (await get('/api/core/case-state-logs', applicant.headers)).json() as {
      entries: { event: string }[];
    };
    expect(history.entries.filter((entry) => entry.event === 'FAMILY_MEMBERS_PAID')).toHaveLength(1);
  });
});
