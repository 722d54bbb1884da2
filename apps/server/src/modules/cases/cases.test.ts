import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { tryApplyCaseEvent } from './apply-case-event';
import { signedInApplicant } from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('the applicant case', () => {
  it('is opened on first use at the payment step, with its history backfilled', async () => {
    const { headers } = await signedInApplicant(t);
    const found = await get('/api/mycase/findOneCase', headers);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      step: 'payment',
      payment: 'unpaid',
      plan: null,
      access: { paid: false, canAccessPayment: true, canAccessMyCase: false },
    });
    const log = await get('/api/core/case-state-logs', headers);
    expect(log.json().entries.map((e: { event: string }) => e.event)).toEqual([
      'ELIGIBLE',
      'ACCOUNT_CREATED',
      'ACCOUNT_ACTIVATED',
    ]);
  });

  it('answers the navigation rules from the state machine', async () => {
    const { headers } = await signedInApplicant(t);
    const rules = await get('/api/param-navigation-rules', headers);
    expect(rules.json()).toEqual({
      route: '/plan-selection',
      hasCorrectionRequest: false,
      isFinalReview: false,
      access: { paid: false, canAccessPayment: true, canAccessMyCase: false },
    });
  });

  it('refuses every case call without a token', async () => {
    for (const url of [
      '/api/param-navigation-rules',
      '/api/mycase/findOneCase',
      '/api/core/case-state-logs',
    ]) {
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });

  it('lets the applicant choose a case type before paying, and only an eligible one', async () => {
    const { headers } = await signedInApplicant(t);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/mycase',
      headers,
      payload: { strategy: 'tvisa' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().strategy).toBe('tvisa');
  });

  it('applies an event once when it is delivered twice, and logs it', async () => {
    const { headers } = await signedInApplicant(t);
    const summary = (await get('/api/mycase/findOneCase', headers)).json();
    const now = new Date();
    const first = await tryApplyCaseEvent(t.database.db, {
      caseId: summary.id,
      event: 'PAYMENT_STARTED',
      now,
    });
    const again = await tryApplyCaseEvent(t.database.db, {
      caseId: summary.id,
      event: 'PAYMENT_STARTED',
      now,
    });
    expect(first.applied).toBe(true);
    expect(again).toMatchObject({ applied: false, error: { code: 'case.eventNotAllowed' } });
    const rules = (await get('/api/param-navigation-rules', headers)).json();
    expect(rules.route).toBe('/pay');
    const entries = (await get('/api/core/case-state-logs', headers)).json().entries;
    expect(entries.at(-1)).toMatchObject({ event: 'PAYMENT_STARTED', toPayment: 'in-progress' });
  });
});

describe('family members', () => {
  const spouse = {
    relationship: 'spouse',
    firstName: 'Ana',
    lastName: 'Pérez',
    dateOfBirth: '1990-05-01',
    married: true,
    livesInUs: true,
  };
  const child = {
    ...spouse,
    relationship: 'child',
    firstName: 'Luis',
    dateOfBirth: '2015-02-03',
    married: false,
  };

  async function asylumApplicant() {
    const applicant = await signedInApplicant(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/mycase',
      headers: applicant.headers,
      payload: { strategy: 'asylum' },
    });
    return applicant;
  }
  const put = (headers: Record<string, string>, members: unknown[]) =>
    t.app.inject({ method: 'PUT', url: '/api/mycase/derivatives', headers, payload: { members } });

  it('adds a married spouse and an unmarried child under 21 in the U.S., and removes the one left out', async () => {
    const { headers } = await asylumApplicant();
    const saved = await put(headers, [spouse, child]);
    expect(saved.statusCode, saved.body).toBe(200);
    const members = saved.json().members as { id: string; relationship: string }[];
    expect(members.map((m) => m.relationship).sort()).toEqual(['child', 'spouse']);
    const kept = members.find((m) => m.relationship === 'spouse')!;
    const after = await put(headers, [{ ...spouse, id: kept.id }]);
    expect(after.json().members).toEqual([{ ...spouse, id: kept.id }]);
    expect((await get('/api/mycase/derivatives', headers)).json().members).toHaveLength(1);
  });

  it('refuses an unmarried spouse, and a married child, one over 21 or one abroad, with every reason', async () => {
    const { headers } = await asylumApplicant();
    const refused = await put(headers, [
      { ...spouse, married: false },
      { ...child, married: true, dateOfBirth: '1990-01-01', livesInUs: false },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'spouseNotMarried',
      'childMarried',
      'childTooOld',
      'childOutsideUs',
    ]);
    expect((await get('/api/mycase/derivatives', headers)).json().members).toEqual([]);
  });

  it('refuses a spouse on a VAWA spouse case', async () => {
    const { headers } = await signedInApplicant(t);
    await t.app.inject({ method: 'POST', url: '/api/mycase', headers, payload: { strategy: 'vawasp' } });
    const refused = await put(headers, [spouse]);
    expect(refused.json().errors[0].message).toBe('spouseNotAllowed');
  });
});
