import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInApplicant } from '../cases/test-support';
import { spreadCents } from './family-members-to-installments';
import {
  applicantWithCase,
  cardForm,
  CHILD,
  createPaymentsTestApp,
  type PaymentsTestApp,
} from './test-support';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const putMembers = (applicant: SignedInApplicant) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/mycase/derivatives',
    headers: applicant.headers,
    payload: { members: [CHILD] },
  });

async function paidBy(plan: 'full' | 'installments') {
  const applicant = await applicantWithCase(t);
  const started = await post('/api/payment/checkout', applicant.headers, {
    plan,
    state: 'TX',
    idempotencyKey: randomUUID(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL((started.json() as { url: string }).url);
  await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(cardForm('4242424242424242')).toString(),
  });
  return applicant;
}

interface PlanView {
  totalCents: number;
  taxState: string | null;
  familyMembersCovered: { spouse: boolean; children: number };
  installments: { number: number; status: string; totalCents: number }[];
}
const activePlan = async (applicant: SignedInApplicant) =>
  (await get('/api/active-payment-plan', applicant.headers)).json() as PlanView;
const unpaidTotal = (plan: PlanView) =>
  plan.installments.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + i.totalCents, 0);

describe('family members added on an installment plan', () => {
  it('splits a price over the parts exactly, the odd cents first', () => {
    expect(spreadCents(20_000, 3)).toEqual([6_667, 6_667, 6_666]);
    expect(spreadCents(0, 2)).toEqual([0, 0]);
  });

  it('adds the price to the remaining installments, without asking the state again; then the member is accepted', async () => {
    const applicant = await paidBy('installments');
    expect((await putMembers(applicant)).statusCode).toBe(409);
    const before = await activePlan(applicant);
    expect(before.taxState).toBe('TX');

    const added = await post('/api/payment/family-members/installments', applicant.headers, {
      spouse: false,
      children: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ priceImpactCents: 20_000, totalCents: 20_000 });

    const after = await activePlan(applicant);
    expect(after.familyMembersCovered).toEqual({ spouse: false, children: 1 });
    expect(after.totalCents).toBe(before.totalCents + 20_000);
    expect(unpaidTotal(after)).toBe(unpaidTotal(before) + 20_000);
    // Nothing was charged today: the receipts are still the first payment's.
    expect((await get('/api/payment/receipts', applicant.headers)).json().receipts).toHaveLength(1);
    expect((await putMembers(applicant)).statusCode).toBe(200);

    // Asking again for what is now covered changes nothing.
    const again = await post('/api/payment/family-members/installments', applicant.headers, {
      spouse: false,
      children: 1,
    });
    expect(again.json()).toMatchObject({ priceImpactCents: 0 });
    expect((await activePlan(applicant)).totalCents).toBe(after.totalCents);

    // The history says it once, and the case stays where it was.
    const { entries } = (await get('/api/core/case-state-logs', applicant.headers)).json() as {
      entries: { event: string; fromPayment: string; toPayment: string }[];
    };
    const joined = entries.filter((entry) => entry.event === 'FAMILY_MEMBERS_ADDED_TO_PLAN');
    expect(joined).toHaveLength(1);
    expect(joined[0]!.toPayment).toBe(joined[0]!.fromPayment);
  });

  it('refuses on a plan paid in full: there are no installments, the difference is paid now', async () => {
    const applicant = await paidBy('full');
    const refused = await post('/api/payment/family-members/installments', applicant.headers, {
      spouse: false,
      children: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'payment.noInstallmentsLeft' });
    expect((await putMembers(applicant)).statusCode).toBe(409);
  });
});
