import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ActiveConfig, FlowPathState } from '@camino/contracts';
import type { LoadedQuestionnaire } from '@camino/content';
import { loadQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { leads } from '../../db/schema/leads';
import { tempSessions } from '../../db/schema/accounts';
import { createLogger } from '../../logger';
import { sha256 } from '../accounts';
import { seedQuestionnaires } from '../questionnaire';
import { activeConfig, tempSession } from '../questionnaire/test-support';

/** What a visitor answers, by question name: option ids, a text, or a template's fields. */
type Script = Record<string, readonly string[] | string | Record<string, string>>;

interface CrmCall {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

let t: TestApp;
let dataDir: string;
let eligibility: LoadedQuestionnaire;
let config: ActiveConfig;
let crm: Server;
const crmCalls: CrmCall[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  // Stands in for the customer-relationship service: accepts `POST /lead` with a bearer token.
  crm = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (request.method !== 'POST' || request.url !== '/crm/lead') {
        response.writeHead(404).end();
        return;
      }
      crmCalls.push({
        authorization: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'crm-42' }));
    });
  });
  crm.listen(0, '127.0.0.1');
  await once(crm, 'listening');
  const { port } = crm.address() as AddressInfo;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'camino-eligibility-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, CRM_API_URL: `http://127.0.0.1:${port}/crm`, CRM_API_TOKEN: 'crm-token' },
  });
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  eligibility = await loadQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'eligibility.yaml'));
  config = await activeConfig(t.app, 'eligibility');
}, 60_000);

afterAll(async () => {
  await t?.close();
  crm?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const idOf = (name: string): number => {
  const id = eligibility.ids.get(name);
  if (id === undefined) throw new Error(`no question ${name}`);
  return id;
};
const ref = () => ({ config_id: config.config_id, question_section_id: config.question_section_id });

/** Answers the questionnaire through its endpoints from START to END, as the browser does. */
async function walk(headers: { authorization: string }, script: Script): Promise<void> {
  const next = async (): Promise<FlowPathState> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/question-flow-path/temp',
      headers,
      payload: { ...ref(), action: 'next', lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FlowPathState;
  };
  const byId = new Map(eligibility.questions.map((question) => [question.question_id, question]));
  let state = await next();
  for (let steps = 0; steps < 200 && state.current; steps += 1) {
    const question = byId.get(state.current.question_id)!;
    if (question.type === 'END') return;
    if (question.type !== 'LABEL') {
      const name = eligibility.names.get(question.question_id)!;
      const planned = script[name];
      if (planned === undefined) throw new Error(`unexpected question ${name}`);
      const rows =
        typeof planned === 'string'
          ? [{ question_id: idOf(name), response: planned }]
          : Array.isArray(planned)
            ? (planned as readonly string[]).map((option) => ({
                question_id: idOf(`${name}.${option}`),
                response: 'true',
              }))
            : Object.entries(planned).map(([field, value]) => ({
                question_id: idOf(field),
                response: value,
              }));
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/param-question-response/process-array',
        headers,
        payload: { ...ref(), lang: 'en', answers: rows },
      });
      expect(saved.statusCode, `${name}: ${saved.body}`).toBe(200);
    }
    state = await next();
  }
  if (state.current) throw new Error('the walk did not reach END');
}

const monthsAgo = (months: number): string => {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
};

const SCREENED: Script = {
  in_us_now: ['yes'],
  in_removal_proceedings: ['no'],
  prior_removal_order: ['no'],
  arrests: ['no'],
  prior_filing: ['no'],
};
const ASYLUM: Script = {
  fear_situation: ['past_harm', 'fear_future'],
  asylum_grounds: ['religion'],
  last_arrival_date: monthsAgo(6),
  asylum_harmed_others: ['no'],
  asylum_armed_groups: ['no'],
  asylum_other_country_status: ['no'],
  asylum_border_entry: ['no'],
};

async function post(url: string, headers: { authorization: string }, payload?: Record<string, unknown>) {
  const method = url === '/api/eligibility/outcome' ? 'GET' : 'POST';
  return payload === undefined
    ? t.app.inject({ method, url, headers })
    : t.app.inject({ method, url, headers, payload });
}

async function sessionRow(headers: { authorization: string }) {
  const token = headers.authorization.replace(/^Bearer temp /, '');
  const [row] = await t.app.db
    .select()
    .from(tempSessions)
    .where(eq(tempSessions.tokenHash, sha256(token)));
  return row!;
}

/** A visitor in removal proceedings: the screening stops every case type. */
async function notEligibleVisitor(): Promise<{ authorization: string }> {
  const headers = await tempSession(t.app);
  await walk(headers, { in_us_now: ['yes'], in_removal_proceedings: ['yes'] });
  const decided = await post('/api/eligibility/decide', headers);
  expect(decided.statusCode, decided.body).toBe(200);
  return headers;
}

const CONTACT = { firstName: 'Ana', lastName: 'Pérez', email: 'Ana@Example.com', phone: '(202) 555-0123' };

async function waitForDelivery(leadId: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, leadId));
    if (lead?.deliveredAt) return lead;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the lead was not delivered');
}

describe('POST /api/eligibility/decide', () => {
  it('needs a temporary session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/eligibility/decide' });
    expect(response.statusCode).toBe(401);
  });

  it('finds an asylum seeker eligible and records it on the temporary session', async () => {
    const headers = await tempSession(t.app);
    expect((await post('/api/eligibility/outcome', headers)).json()).toEqual({ outcome: 'unknown' });
    await walk(headers, { ...SCREENED, ...ASYLUM, harm_situation: ['none'] });
    const decided = await post('/api/eligibility/decide', headers);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual({ outcome: 'eligible', strategies: ['asylum'] });
    const session = await sessionRow(headers);
    expect(session.eligibilityOutcome).toBe('eligible');
    expect(session.safeContact).toEqual({
      textMessages: true,
      email: true,
      mail: true,
      mailingAddress: null,
    });
    expect((await post('/api/eligibility/outcome', headers)).json()).toEqual({
      outcome: 'eligible',
      strategies: ['asylum'],
    });
  });

  it('records that letters are not safe for a survivor, and keeps a safe address given after the outcome', async () => {
    const headers = await tempSession(t.app);
    await walk(headers, {
      ...SCREENED,
      ...ASYLUM,
      harm_situation: ['spouse'],
      safe_to_text: ['no'],
      safe_to_email: ['yes'],
      safe_to_mail: ['not_sure'],
      vawasp_abuser_status: ['neither'],
    });
    expect((await post('/api/eligibility/decide', headers)).json()).toMatchObject({ outcome: 'eligible' });
    expect((await sessionRow(headers)).safeContact).toEqual({
      textMessages: false,
      email: true,
      mail: false,
      mailingAddress: null,
    });
    const address = { street: '100 Oak St', city: 'Houston', state: 'TX', zip: '77002' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/safe-contact/mailing-address',
      headers,
      payload: { mailingAddress: address },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Deciding again (a reload of the outcome) does not lose it.
    await post('/api/eligibility/decide', headers);
    expect((await sessionRow(headers)).safeContact).toMatchObject({ mail: false, mailingAddress: address });
  });

  it('finds a visitor in removal proceedings not eligible', async () => {
    const headers = await notEligibleVisitor();
    const outcome = (await post('/api/eligibility/outcome', headers)).json() as {
      outcome: string;
      reasons: string[];
    };
    expect(outcome.outcome).toBe('not-eligible');
    expect(outcome.reasons.length).toBeGreaterThan(0);
    expect((await sessionRow(headers)).eligibilityOutcome).toBe('not-eligible');
  });
});

describe('POST /api/leads', () => {
  it('refuses a visitor who has not been found not eligible', async () => {
    const headers = await tempSession(t.app);
    const response = await post('/api/leads', headers, { ...CONTACT, consent: true });
    expect(response.statusCode).toBe(403);
  });

  it('explains bad input with the message key of each field', async () => {
    const headers = await notEligibleVisitor();
    const response = await post('/api/leads', headers, {
      firstName: ' ',
      lastName: 'Pérez',
      email: 'not-an-email',
      phone: '12',
      consent: true,
    });
    expect(response.statusCode).toBe(400);
    // The browser shows each key in the visitor's language (LEAD_MESSAGES).
    expect((response.json() as { errors: unknown[] }).errors).toEqual([
      { path: 'body.firstName', message: 'firstNameRequired' },
      { path: 'body.email', message: 'emailInvalid' },
      { path: 'body.phone', message: 'phoneInvalid' },
    ]);
  });

  it('with consent: records it, attaches the screening answers and delivers the lead to the CRM', async () => {
    const headers = await notEligibleVisitor();
    const response = await post('/api/leads', headers, { ...CONTACT, consent: true });
    expect(response.statusCode, response.body).toBe(201);
    const { id, consent } = response.json() as { id: string; consent: boolean };
    expect(consent).toBe(true);
    const lead = await waitForDelivery(id);
    expect(lead).toMatchObject({
      consent: true,
      email: 'ana@example.com',
      phone: '+12025550123',
      consentTextVersion: expect.any(String),
      deliveredVia: 'http',
      externalId: 'crm-42',
    });
    expect(lead.consentAt).toBeInstanceOf(Date);
    expect(lead.screening).toMatchObject({
      answers: { in_us_now: ['yes'], in_removal_proceedings: ['yes'] },
      reasons: expect.arrayContaining([expect.any(String)]),
    });
    const call = crmCalls.find((entry) => entry.body.externalId === id);
    expect(call?.authorization).toBe('Bearer crm-token');
    expect(call?.body).toMatchObject({
      firstName: 'Ana',
      consent: { given: true },
      screening: { answers: {} },
    });
  });

  it('without consent: keeps the contact details only, never the answers', async () => {
    const headers = await notEligibleVisitor();
    const response = await post('/api/leads', headers, { ...CONTACT, consent: false });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    const lead = await waitForDelivery(id);
    expect(lead.consent).toBe(false);
    expect(lead.screening).toBeNull();
    const call = crmCalls.find((entry) => entry.body.externalId === id);
    expect(call?.body).toMatchObject({ consent: { given: false } });
    expect(call?.body).not.toHaveProperty('screening');
  });
});
