import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { HEALTH_DISCLOSURE_VERSION } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPartnerReferrals } from '../../db/schema/health-partner';
import { accounts } from '../../db/schema/accounts';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { signedInApplicant } from '../cases/test-support';

// The partner's service, as a local server that records what it receives and can be made to refuse.
let partnerServer: Server;
let partnerStatus = 200;
const partnerCalls: { path: string; key: string; auth: string; body: Record<string, unknown> }[] = [];
const logLines: string[] = [];
let t: AuthTestApp;

beforeAll(async () => {
  partnerServer = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      partnerCalls.push({
        path: request.url ?? '',
        key: String(request.headers['idempotency-key']),
        auth: String(request.headers.authorization),
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      });
      response.writeHead(partnerStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  partnerServer.listen(0, '127.0.0.1');
  await once(partnerServer, 'listening');
  const url = `http://127.0.0.1:${(partnerServer.address() as AddressInfo).port}/api`;
  t = await createAuthTestApp({
    env: {
      FEATURE_FLAGS: 'salud-total-card=on',
      HEALTH_PARTNER_API_URL: url,
      HEALTH_PARTNER_API_TOKEN: 'partner-token',
      LOG_LEVEL: 'info',
    },
    logDestination: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
});
afterAll(async () => {
  await t.close();
  partnerServer.close();
});

const refer = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/salud-total/refer-client', headers, payload });
const authorize = (excerpt: string | null = null) => ({
  authorized: true,
  disclosureVersion: HEALTH_DISCLOSURE_VERSION,
  declarationExcerpt: excerpt,
});

describe('POST /api/salud-total/refer-client', () => {
  it('shows what would be shared, only through the channels the applicant called safe', async () => {
    const applicant = await signedInApplicant(t);
    const [account] = await t.database.db
      .update(accounts)
      .set({ safeContact: { email: false, textMessages: true } })
      .where(eq(accounts.email, applicant.email))
      .returning();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/salud-total/referral',
      headers: applicant.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      disclosureVersion: HEALTH_DISCLOSURE_VERSION,
      status: 'none',
      shared: { name: 'María López', email: null, phone: account!.phone, declarationExcerpt: null },
    });
  });

  it('sends nothing without the tick or with an outdated disclosure', async () => {
    const applicant = await signedInApplicant(t);
    const before = partnerCalls.length;
    expect((await refer(applicant.headers, { ...authorize(), authorized: false })).statusCode).toBe(400);
    const outdated = await refer(applicant.headers, { ...authorize(), disclosureVersion: '2000-01-01' });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({ reason: 'healthPartner.disclosureChanged' });
    expect(partnerCalls.length).toBe(before);
    expect((await refer({}, authorize())).statusCode).toBe(401);
  });

  it('keeps the consent when the partner is down, and a retry refers the applicant once', async () => {
    const applicant = await signedInApplicant(t);
    partnerStatus = 503;
    const failed = await refer(applicant.headers, authorize('I was beaten in March 2024.'));
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'UNAVAILABLE', reason: 'healthPartner.unavailable' });

    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/salud-total/referral',
      headers: applicant.headers,
    });
    expect(kept.json()).toMatchObject({
      status: 'failed',
      shared: { declarationExcerpt: 'I was beaten in March 2024.' },
    });
    expect(kept.json().consentedAt).toEqual(expect.any(String));

    partnerStatus = 200;
    const sent = await refer(applicant.headers, authorize('I was beaten in March 2024.'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', sentAt: expect.any(String) });

    const calls = partnerCalls.filter((call) => call.body.email === applicant.email);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.key).toBe(calls[1]!.key);
    expect(calls[1]).toMatchObject({
      path: '/api/refer-client',
      auth: 'Bearer partner-token',
      body: {
        name: 'María López',
        phone: applicant.phone,
        declarationExcerpt: 'I was beaten in March 2024.',
        consent: { disclosureVersion: HEALTH_DISCLOSURE_VERSION },
      },
    });

    // Asked again (a double tap, a second tab): the partner is not called twice.
    const again = await refer(applicant.headers, authorize('Something else'));
    expect(again.json()).toMatchObject({
      status: 'sent',
      shared: { declarationExcerpt: 'I was beaten in March 2024.' },
    });
    expect(partnerCalls.filter((call) => call.body.email === applicant.email)).toHaveLength(2);
    const rows = await t.database.db.select().from(healthPartnerReferrals);
    expect(rows.filter((row) => row.shared.email === applicant.email)).toHaveLength(1);

    expect(logLines.length).toBeGreaterThan(0);
    const logs = logLines.join('\n');
    expect(logs).not.toContain(applicant.email);
    expect(logs).not.toContain('March 2024');
  });
});

describe('without a configured partner service', () => {
  let local: AuthTestApp;
  beforeAll(async () => {
    local = await createAuthTestApp({ env: { FEATURE_FLAGS: 'salud-total-card=on' } });
  });
  afterAll(() => local.close());

  it('keeps the referral in the table, where staff read it, and counts it as sent', async () => {
    const applicant = await signedInApplicant(local);
    const response = await local.app.inject({
      method: 'POST',
      url: '/api/salud-total/refer-client',
      headers: applicant.headers,
      payload: authorize(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'sent', shared: { email: applicant.email } });
    const rows = await local.database.db.select().from(healthPartnerReferrals);
    expect(rows.find((row) => row.shared.email === applicant.email)).toMatchObject({
      status: 'sent',
      disclosureVersion: HEALTH_DISCLOSURE_VERSION,
    });
  });
});
