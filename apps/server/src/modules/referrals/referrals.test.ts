import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newAccountBody, tempToken, tokenOfLink } from '../accounts/test-support';
import { signedInApplicant } from '../cases/test-support';
import { cardForm, createPaymentsTestApp, eventually, type PaymentsTestApp } from '../payments/test-support';
import { recordSales } from './record-sales';
import { seedPartnerCodes } from './seed-partner-codes';

// The customer-relationship service, as a local server that records the calls it receives.
let crmServer: Server;
const crmCalls: { method: string; path: string; key: string }[] = [];
let t: PaymentsTestApp;

beforeAll(async () => {
  crmServer = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      crmCalls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        key: String(request.headers['idempotency-key']),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  crmServer.listen(0, '127.0.0.1');
  await once(crmServer, 'listening');
  const url = `http://127.0.0.1:${(crmServer.address() as AddressInfo).port}`;
  t = await createPaymentsTestApp({ env: { CRM_API_URL: url, CRM_API_TOKEN: 'crm-token' } });
  await seedPartnerCodes({ db: t.database.db, config: t.config, log: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await t.close();
  crmServer.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** A visitor who arrives with `code`, then creates and activates an account; signed in. */
async function referredApplicant(code: string, { activate = true } = {}) {
  const temp = await tempToken(t.app);
  const arrival = await post('/api/referrals/arrival', { authorization: `Bearer temp ${temp}` }, { code });
  expect(arrival.statusCode, arrival.body).toBe(200);
  const body = newAccountBody();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/auth/createAccount',
    headers: { authorization: `Bearer temp ${temp}` },
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  if (!activate)
    return { headers: {} as Record<string, string>, recorded: arrival.json().recorded as boolean };
  const [email] = await t.outbox(body.email);
  await post('/api/auth/activateAccount', {}, { token: tokenOfLink(email!.links[0]!) });
  const { token } = await loginAs(t.app, body.email, body.password);
  return { headers: { authorization: `Bearer ${token}` }, recorded: arrival.json().recorded as boolean };
}

async function payInFull(headers: Record<string, string>) {
  expect((await post('/api/mycase', headers, { strategy: 'asylum' })).statusCode).toBe(200);
  const started = await post('/api/payment/checkout', headers, {
    plan: 'full',
    state: 'TX',
    idempotencyKey: randomUUID(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(started.json().url as string).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(cardForm('4242 4242 4242 4242')).toString(),
  });
  expect(paid.body).toContain('Payment received');
}

describe('invitation codes', () => {
  it('names the partner organisation behind its code, and nothing for an unknown or malformed one', async () => {
    expect((await get('/api/referrals/codes/cmty2626')).json()).toEqual({
      valid: true,
      partnerName: 'Community Legal Clinic',
    });
    expect((await get('/api/referrals/codes/ZZZZ2222')).json()).toEqual({ valid: false, partnerName: null });
    // A NUL in the address is refused like in any other text (400 Invalid format).
    expect((await get('/api/referrals/codes/%00drop')).statusCode).toBe(400);
  });

  it('gives an applicant one code, the same on every visit, and counts nothing yet', async () => {
    const referrer = await signedInApplicant(t);
    const first = (await get('/api/referrals/mine', referrer.headers)).json();
    expect(first).toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{8}$/), joined: 0, casesStarted: 0 });
    expect((await get('/api/referrals/mine', referrer.headers)).json().code).toBe(first.code);
    expect((await get('/api/referrals/mine')).statusCode).toBe(401);
  });
});

describe('a visitor invited by an applicant', () => {
  it('is counted when they sign up and again when their case is paid for, each told to the CRM once', async () => {
    const referrer = await signedInApplicant(t);
    const { code } = (await get('/api/referrals/mine', referrer.headers)).json() as { code: string };

    const referred = await referredApplicant(code.toLowerCase());
    expect(referred.recorded).toBe(true);
    expect((await get('/api/referrals/mine', referrer.headers)).json()).toMatchObject({
      joined: 1,
      casesStarted: 0,
      lastCaseStartedAt: null,
    });

    await payInFull(referred.headers);
    const after = (await get('/api/referrals/mine', referrer.headers)).json();
    expect(after).toMatchObject({ joined: 1, casesStarted: 1, lastCaseStartedAt: expect.any(String) });
    // Nobody invited is ever named to the one who invited them.
    expect(JSON.stringify(after)).not.toMatch(/María|López|@/);

    // A second sweep records nothing more.
    expect(await recordSales({ db: t.database.db, jobs: t.jobs })).toBe(0);
    await eventually(async () => {
      expect(crmCalls.map((call) => `${call.method} ${call.path}`)).toEqual(
        expect.arrayContaining(['PUT /convert-opportunity', 'POST /opportunity-line-item']),
      );
    });
    // The registration reaches the CRM through the sweep, started when the app is ready.
    const sweep = await import('./record-sales');
    await sweep.queueRegistrations({ db: t.database.db, jobs: t.jobs });
    await eventually(async () => {
      expect(crmCalls.filter((call) => call.path === '/register-referred-user')).toHaveLength(1);
    });
    await sweep.queueRegistrations({ db: t.database.db, jobs: t.jobs });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(crmCalls.filter((call) => call.path === '/register-referred-user')).toHaveLength(1);
    expect(crmCalls.filter((call) => call.path === '/opportunity-line-item')).toHaveLength(1);
  });

  it('keeps an unknown code out without stopping the visitor', async () => {
    const referred = await referredApplicant('ZZZZ2222');
    expect(referred.recorded).toBe(false);
  });

  it('refuses a malformed code with the invalid-format problem', async () => {
    const temp = await tempToken(t.app);
    const response = await post(
      '/api/referrals/arrival',
      { authorization: `Bearer temp ${temp}` },
      { code: 'a\u0000b' },
    );
    expect(response.statusCode).toBe(400);
  });

  it('is not counted as joined while their account is not activated', async () => {
    const referrer = await signedInApplicant(t);
    const { code } = (await get('/api/referrals/mine', referrer.headers)).json() as { code: string };
    expect((await referredApplicant(code, { activate: false })).recorded).toBe(true);
    expect((await get('/api/referrals/mine', referrer.headers)).json()).toMatchObject({ joined: 0 });
    await referredApplicant(code);
    expect((await get('/api/referrals/mine', referrer.headers)).json()).toMatchObject({ joined: 1 });
  });
});
