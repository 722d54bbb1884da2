import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpCrm } from '../../adapters/crm';
import { createHttpWrapper } from '../../adapters/wrapper';
import { crmSyncDeliveries } from '../../db/schema/crm-sync';
import { accounts } from '../../db/schema/accounts';
import { cases } from '../../db/schema/cases';
import { questionnaireAnswers, questionnaireConfigs } from '../../db/schema/questionnaire';
import {
  applicantWithCase,
  cardForm,
  createPaymentsTestApp,
  eventually,
  type PaymentsTestApp,
} from '../payments/test-support';
import { deliverMoment } from './deliver-moment';
import { recordMoments } from './record-moments';

interface Call {
  method: string;
  path: string;
  key: string;
  body: string;
}

/**
 * The customer-relationship and wrapper services as one local server: records each call, refuses
 * the paths in `failOnce` once with a 503, keeps one call per idempotency key like the real
 * services, and knows the intake progress it was sent.
 */
let server: Server;
let url: string;
const calls: Call[] = [];
const failOnce = new Set<string>();
const intake = new Map<string, number>();
let t: PaymentsTestApp;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      const path = request.url ?? '';
      if (failOnce.delete(path)) return response.writeHead(503).end();
      const call = {
        method: request.method ?? '',
        path,
        key: String(request.headers['idempotency-key']),
        body,
      };
      calls.push(call);
      if (path.startsWith('/clientInfo/')) {
        const sections = intake.get(path.slice('/clientInfo/'.length));
        if (sections === undefined) return response.writeHead(404).end();
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ clientId: 'W-1', sectionsAnswered: sections }));
      }
      if (path === '/update-intake') {
        const sent = JSON.parse(body) as { externalId: string; sectionsAnswered: number };
        intake.set(sent.externalId, sent.sectionsAnswered);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createPaymentsTestApp({
    env: { CRM_API_URL: url, CRM_API_TOKEN: 'crm-token', WRAPPER_API_URL: url, WRAPPER_API_TOKEN: 'w-token' },
  });
});
afterAll(async () => {
  await t.close();
  server.close();
});

async function paidCase(): Promise<{ caseId: string; accountId: string; email: string }> {
  const applicant = await applicantWithCase(t);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payment/checkout',
    headers: applicant.headers,
    payload: { plan: 'full', state: 'TX', idempotencyKey: randomUUID() },
  });
  expect(started.statusCode, started.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(started.json().url as string).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(cardForm('4242 4242 4242 4242')).toString(),
  });
  expect(paid.body).toContain('Payment received');
  const [row] = await t.database.db
    .select({ caseId: cases.id, accountId: cases.accountId })
    .from(cases)
    .innerJoin(accounts, eq(accounts.id, cases.accountId))
    .where(eq(accounts.email, applicant.email));
  return { caseId: row!.caseId, accountId: row!.accountId, email: applicant.email };
}

const callsOf = (caseId: string) =>
  calls.filter((call) => call.path.includes(caseId) || call.body.includes(caseId));

describe("a case's moments reach the customer-relationship service", () => {
  it('converts the lead, then tells each transition and the payment, once each and nothing personal', async () => {
    // The first opportunity update is refused: the job runner retries it.
    failOnce.add('/update-opportunity');
    const { caseId, email } = await paidCase();
    await recordMoments({ db: t.database.db, jobs: t.jobs, now: () => new Date() });
    await eventually(async () => {
      const seen = callsOf(caseId).map((call) => `${call.method} ${call.path}`);
      expect(seen).toContain(`PUT /convert-lead/${caseId}`);
      expect(seen).toContain('PATCH /update-opportunity');
      expect(seen.filter((call) => call === 'PUT /update-case').length).toBeGreaterThanOrEqual(2);
    }, 45_000);
    expect(failOnce.size).toBe(0);
    const mine = callsOf(caseId);
    expect(mine[0]!.path).toBe(`/convert-lead/${caseId}`);
    const opportunity = mine.find((call) => call.path === '/update-opportunity')!;
    expect(JSON.parse(opportunity.body)).toMatchObject({
      externalId: caseId,
      purpose: 'case',
      currency: 'USD',
    });
    expect(opportunity.key).toMatch(new RegExp(`^case:${caseId}:payment:`));
    for (const call of mine) expect(call.body).not.toContain(email);

    // Another sweep records nothing new for this case, and nothing is sent twice.
    const count = mine.length;
    await recordMoments({ db: t.database.db, jobs: t.jobs, now: () => new Date() });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(callsOf(caseId)).toHaveLength(count);
    const rows = await t.database.db
      .select()
      .from(crmSyncDeliveries)
      .where(eq(crmSyncDeliveries.caseId, caseId));
    expect(rows.every((row) => row.deliveredAt && row.deliveredVia === 'http')).toBe(true);
  }, 60_000);
});

describe('the intake reaches the wrapper service as the questionnaire progresses', () => {
  it('sends the count of sections answered each time it grows, never the answers', async () => {
    const { caseId, accountId } = await paidCase();
    const [config] = await t.database.db
      .insert(questionnaireConfigs)
      .values({
        questionnaireKey: `crm-sync-${caseId}`,
        version: 1,
        contentHash: 'x',
        titleEn: 'T',
        titleEs: 'T',
      })
      .returning({ id: questionnaireConfigs.id });
    // A case's answers are owned by its account's id, as the questionnaire's routes save them.
    const answer = (section: number, question: number, ownerId = accountId) => ({
      ownerKind: 'case' as const,
      ownerId,
      configId: config!.id,
      questionSectionId: section,
      questionId: question,
      loopId: 0,
      group: 0,
      loopGroup: '',
      response: 'Secret answer',
    });
    // An owner with no case (yet) has no progress to tell, and does not stop the sweep for the others.
    const ownerWithoutCase = randomUUID();
    await t.database.db
      .insert(questionnaireAnswers)
      .values([answer(1, 1), answer(1, 2), answer(2, 3), answer(1, 1, ownerWithoutCase)]);
    const intakeOf = () =>
      calls
        .filter((call) => call.path === '/update-intake' && call.body.includes(caseId))
        .map((call) => (JSON.parse(call.body) as { sectionsAnswered: number }).sectionsAnswered);

    await recordMoments({ db: t.database.db, jobs: t.jobs, now: () => new Date() });
    await eventually(async () => expect(intakeOf()).toEqual([2]));
    expect(calls.some((call) => call.path === `/clientInfo/${caseId}`)).toBe(true);

    await t.database.db.insert(questionnaireAnswers).values(answer(2, 4));
    await recordMoments({ db: t.database.db, jobs: t.jobs, now: () => new Date() });
    await t.database.db.insert(questionnaireAnswers).values(answer(3, 5));
    await recordMoments({ db: t.database.db, jobs: t.jobs, now: () => new Date() });
    await eventually(async () => expect(intakeOf()).toEqual([2, 3]));
    expect(calls.filter((call) => call.body.includes('Secret answer'))).toHaveLength(0);
    expect(calls.filter((call) => call.body.includes(ownerWithoutCase))).toHaveLength(0);
  });
});

describe('a delivery refused with a 5xx, retried, then delivered again', () => {
  it('is sent once the service answers, and a duplicate delivery sends nothing', async () => {
    const { caseId } = await paidCase();
    const deps = {
      now: () => new Date(),
      db: t.database.db,
      crm: createHttpCrm({ url, token: 'crm-token' }),
      wrapper: createHttpWrapper({ url, token: 'w-token' }),
    };
    await recordMoments({ db: t.database.db, jobs: t.jobs, now: () => new Date() });
    await eventually(async () =>
      expect(callsOf(caseId).map((call) => call.path)).toContain(`/convert-lead/${caseId}`),
    );

    const key = `update-intake:${caseId}:3`;
    await t.database.db.insert(crmSyncDeliveries).values({
      key,
      call: 'update-intake',
      caseId,
      payload: { sectionsAnswered: 3, at: '2026-11-28T00:00:00.000Z' },
    });
    failOnce.add('/update-intake');
    await expect(deliverMoment(deps, key)).rejects.toThrow('503');
    await deliverMoment(deps, key);
    expect(intake.get(caseId)).toBe(3);
    const intakeCalls = () =>
      calls.filter((call) => call.path === '/update-intake' && call.body.includes(caseId));
    expect(intakeCalls()).toHaveLength(1);
    expect(JSON.parse(intakeCalls()[0]!.body)).toEqual({
      externalId: caseId,
      sectionsAnswered: 3,
      updatedAt: '2026-11-28T00:00:00.000Z',
    });

    await deliverMoment(deps, key);
    expect(intakeCalls()).toHaveLength(1);
    const [row] = await t.database.db.select().from(crmSyncDeliveries).where(eq(crmSyncDeliveries.key, key));
    // The service did not know the client before this first update.
    expect(row).toMatchObject({ deliveredVia: 'http', externalId: null });

    // The same progress recorded again (a duplicate moment): the service already holds it.
    await t.database.db
      .update(crmSyncDeliveries)
      .set({ deliveredAt: null })
      .where(eq(crmSyncDeliveries.key, key));
    await deliverMoment(deps, key);
    expect(intakeCalls()).toHaveLength(1);
    const [again] = await t.database.db
      .select()
      .from(crmSyncDeliveries)
      .where(eq(crmSyncDeliveries.key, key));
    expect(again).toMatchObject({ deliveredVia: 'http', externalId: 'W-1' });
  });

  it('holds a case update until the lead is converted', async () => {
    const applicant = await applicantWithCase(t);
    const [row] = await t.database.db
      .select({ caseId: cases.id })
      .from(cases)
      .innerJoin(accounts, eq(accounts.id, cases.accountId))
      .where(eq(accounts.email, applicant.email));
    // Recorded but not yet delivered, as when the CRM has been down since the case was created.
    await t.database.db
      .insert(crmSyncDeliveries)
      .values({ key: `convert-lead:${row!.caseId}`, call: 'convert-lead', caseId: row!.caseId, payload: {} })
      .onConflictDoUpdate({ target: crmSyncDeliveries.key, set: { deliveredAt: null } });
    const key = `update-intake:${row!.caseId}:1`;
    await t.database.db.insert(crmSyncDeliveries).values({
      key,
      call: 'update-intake',
      caseId: row!.caseId,
      payload: { sectionsAnswered: 1, at: '2026-11-28T00:00:00.000Z' },
    });
    const deps = {
      now: () => new Date(),
      db: t.database.db,
      crm: createHttpCrm({ url, token: 'crm-token' }),
      wrapper: createHttpWrapper({ url, token: 'w-token' }),
    };
    await expect(deliverMoment(deps, key)).rejects.toThrow('not converted');
  });
});
