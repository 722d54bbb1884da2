import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmLead } from './crm';
import { createHttpCrm } from './http-crm';
import { createLocalCrm } from './local-crm';

let server: Server;
let url: string;
let status = 201;
const received: { method?: string; path?: string; headers: Record<string, unknown>; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      received.push({
        method: request.method,
        path: request.url,
        headers: request.headers,
        body: JSON.parse(text || 'null'),
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 7 }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => server.close());

const LEAD: CrmLead = {
  id: 'lead-1',
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '+12025550123',
  locale: 'es',
  consent: { given: false, at: '2026-11-21T12:00:00.000Z', textVersion: 'v1' },
};

describe('HTTP CRM adapter', () => {
  it("sends the lead to POST {url}/lead with the bearer token and returns the CRM's id", async () => {
    status = 201;
    await expect(createHttpCrm({ url, token: 'secret' }).deliver(LEAD)).resolves.toEqual({ externalId: '7' });
    const [call] = received.slice(-1);
    expect(call?.headers).toMatchObject({ authorization: 'Bearer secret', 'idempotency-key': 'lead-1' });
    expect(call?.body).toMatchObject({ externalId: 'lead-1', language: 'es', consent: { given: false } });
    expect(call?.body).not.toHaveProperty('screening');
  });

  it('throws on a refused call so the job retries', async () => {
    status = 503;
    await expect(createHttpCrm({ url, token: 'secret' }).deliver(LEAD)).rejects.toThrow('503');
  });
});

describe('HTTP CRM adapter, referrals', () => {
  const crm = () => createHttpCrm({ url, token: 'secret' });

  it('registers a referred user with ids and the code only, keyed for retries', async () => {
    status = 201;
    received.length = 0;
    await crm().registerReferredUser({
      referralId: 'ref-1',
      accountId: 'acc-1',
      code: 'CMTY2626',
      partnerKey: 'community-legal-clinic',
      locale: 'es',
      registeredAt: '2026-11-25T12:00:00.000Z',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/api/register-referred-user',
      headers: { authorization: 'Bearer secret', 'idempotency-key': 'referral:ref-1:registered' },
      body: { externalId: 'ref-1', referralCode: 'CMTY2626', partner: 'community-legal-clinic' },
    });
    expect(JSON.stringify(received[0]!.body)).not.toMatch(/@|\+1/);
  });

  it('reports a sale as a won opportunity and its line item', async () => {
    status = 200;
    received.length = 0;
    await crm().reportReferralSale({
      referralId: 'ref-1',
      code: 'ABCD2345',
      partnerKey: null,
      amountCents: 45_000,
      soldAt: '2026-11-25T12:00:00.000Z',
    });
    expect(received.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/convert-opportunity',
      'POST /api/opportunity-line-item',
    ]);
    expect(received[1]!.body).toMatchObject({ opportunityExternalId: 'ref-1', amount: 450, currency: 'USD' });
    expect(received[1]!.headers).toMatchObject({ 'idempotency-key': 'referral:ref-1:line-item' });
  });

  it('throws when the service refuses, so the job retries', async () => {
    status = 500;
    await expect(
      crm().reportReferralSale({
        referralId: 'ref-2',
        code: 'ABCD2345',
        partnerKey: null,
        amountCents: 1,
        soldAt: '2026-11-25T12:00:00.000Z',
      }),
    ).rejects.toThrow('500');
  });
});

describe("HTTP CRM adapter, a case's moments", () => {
  const crm = () => createHttpCrm({ url, token: 'secret' });

  it('converts the lead under the case id, keyed so a retry is kept once', async () => {
    status = 200;
    received.length = 0;
    const conversion = {
      caseId: 'case-1',
      strategy: 'asylum',
      locale: 'es',
      convertedAt: '2026-11-25T12:00:00.000Z',
    };
    await crm().convertLead(conversion);
    await crm().convertLead(conversion);
    expect(received.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/convert-lead/case-1',
      'PUT /api/convert-lead/case-1',
    ]);
    expect(received[0]!.headers['idempotency-key']).toBe(received[1]!.headers['idempotency-key']);
    expect(received[0]!.body).toEqual({
      externalId: 'case-1',
      caseType: 'asylum',
      language: 'es',
      convertedAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('sends a transition to PUT update-case and a payment to PATCH update-opportunity', async () => {
    status = 200;
    received.length = 0;
    await crm().updateCase({
      caseId: 'case-1',
      seq: 12,
      event: 'PAYMENT_SUCCEEDED',
      step: 'accept-terms',
      payment: 'paid',
      at: '2026-11-25T12:00:00.000Z',
    });
    await crm().updateOpportunity({
      caseId: 'case-1',
      paymentId: 'pay-1',
      purpose: 'case',
      amountCents: 45_000,
      plan: 'full',
      paidAt: '2026-11-25T12:00:00.000Z',
    });
    expect(received[0]).toMatchObject({
      method: 'PUT',
      path: '/api/update-case',
      headers: { 'idempotency-key': 'case:case-1:state:12' },
      body: { externalId: 'case-1', sequence: 12, step: 'accept-terms', paymentStatus: 'paid' },
    });
    expect(received[1]).toMatchObject({
      method: 'PATCH',
      path: '/api/update-opportunity',
      headers: { 'idempotency-key': 'case:case-1:payment:pay-1' },
      body: { externalId: 'case-1', amount: 450, currency: 'USD', plan: 'full' },
    });
  });

  it('throws on a 5xx so the job retries', async () => {
    status = 502;
    await expect(
      crm().updateCase({
        caseId: 'case-1',
        seq: 13,
        event: 'E',
        step: 's',
        payment: 'p',
        at: '2026-11-25T12:00:00.000Z',
      }),
    ).rejects.toThrow('502');
  });
});

describe('local CRM adapter', () => {
  it('accepts every lead, which stays in the leads table', async () => {
    await expect(createLocalCrm().deliver(LEAD)).resolves.toEqual({ externalId: null });
  });
});
