import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsultationExchange, ConsultationHistory } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { cases } from '../../db/schema/cases';
import { consultationExchanges } from '../../db/schema/consultation';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { type SignedInApplicant, signedInApplicant } from '../cases/test-support';

async function applicantOf(
  t: AuthTestApp,
  strategy: 'asylum' | 'vawasp' | 'tvisa' | null,
): Promise<SignedInApplicant> {
  const applicant = await signedInApplicant(t);
  // The first case-scoped call opens the case; the case type is then set as checkout would.
  await t.app.inject({ method: 'GET', url: '/api/consultation', headers: applicant.headers });
  const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, applicant.email));
  await t.database.db.update(cases).set({ strategy }).where(eq(cases.accountId, account!.id));
  return applicant;
}

async function ask(
  t: AuthTestApp,
  applicant: SignedInApplicant,
  question: string,
  language: 'en' | 'es',
  shareCaseData = false,
): Promise<ConsultationExchange> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/consultation/questions',
    headers: applicant.headers,
    payload: { question, language, shareCaseData },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ConsultationExchange>();
}

async function history(t: AuthTestApp, applicant: SignedInApplicant): Promise<ConsultationHistory> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/consultation',
    headers: applicant.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsultationHistory>();
}

describe('consultation from the local search over the content', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers when an asylum applicant may ask for a work permit, in Spanish, citing the page', async () => {
    const applicant = await applicantOf(t, 'asylum');
    const exchange = await ask(t, applicant, '¿Cuándo puedo pedir el permiso de trabajo?', 'es');
    expect(exchange).toMatchObject({
      kind: 'answered',
      language: 'es',
      answeredBy: 'local',
      sharedCaseData: false,
    });
    expect(exchange.answer).toContain('150 días');
    const cited = exchange.citations[0]!;
    expect(cited.id).toMatch(/^strategies\/asylum\//);
    expect(cited.title).toMatch(/^Asilo: /);
    expect(cited.quote).toContain('150 días');
  });

  it('answers in English from the same pages', async () => {
    const applicant = await applicantOf(t, 'asylum');
    const exchange = await ask(t, applicant, 'When can I apply for a work permit?', 'en');
    expect(exchange.kind).toBe('answered');
    expect(exchange.answer).toContain('150 days');
    expect(exchange.citations[0]!.id).toMatch(/^strategies\/asylum\//);
  });

  it("searches only the applicant's own case type among the case-type pages", async () => {
    const applicant = await applicantOf(t, 'tvisa');
    const exchange = await ask(t, applicant, 'When can I apply for a work permit?', 'en');
    for (const citation of exchange.citations) expect(citation.id).not.toMatch(/^strategies\/(asylum|vawa)/);
  });

  it('cites pages the applicant can open with their address', async () => {
    const applicant = await applicantOf(t, 'asylum');
    const exchange = await ask(t, applicant, 'Can I stop and continue later?', 'en');
    expect(exchange.citations[0]).toMatchObject({ href: '/help' });
  });

  it('says so when the guides do not cover the question', async () => {
    const applicant = await applicantOf(t, 'asylum');
    for (const [question, language] of [
      ['¿Cuál es la capital de Francia?', 'es'],
      ['Who won the football match yesterday?', 'en'],
    ] as const) {
      const exchange = await ask(t, applicant, question, language);
      expect(exchange, question).toMatchObject({ kind: 'no-match', answer: '', citations: [] });
    }
  });

  it('hands questions about legal chances to a lawyer, in both languages, without an answer', async () => {
    const applicant = await applicantOf(t, 'asylum');
    for (const [question, language] of [
      ['¿Qué posibilidades tengo de ganar mi caso?', 'es'],
      ['Will I win my asylum case?', 'en'],
      ['What are my chances of being approved?', 'en'],
      ['¿Me van a aprobar el asilo?', 'es'],
    ] as const) {
      const exchange = await ask(t, applicant, question, language);
      expect(exchange, question).toMatchObject({ kind: 'legal-chances', answer: '', citations: [] });
    }
  });

  it('keeps the exchanges with the case, readable by that applicant only', async () => {
    const owner = await applicantOf(t, 'asylum');
    const other = await applicantOf(t, 'asylum');
    await ask(t, owner, '¿Cuándo puedo pedir el permiso de trabajo?', 'es');
    const mine = await history(t, owner);
    expect(mine.chatModel).toBe(false);
    expect(mine.exchanges.map((exchange) => exchange.question)).toEqual([
      '¿Cuándo puedo pedir el permiso de trabajo?',
    ]);
    expect((await history(t, other)).exchanges).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/consultation' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('consultation safety answers', () => {
  // Each block its own app: the questions endpoint allows 20 a minute from one address.
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a danger, a crime, a court or a missed deadline with the safety answer, in both languages', async () => {
    const applicant = await applicantOf(t, 'vawasp');
    for (const [question, language, topics] of [
      ['My husband hits me and threatens to take my kids. What do I do?', 'en', ['danger']],
      ['Mi esposo me golpea y me amenaza, ¿qué hago?', 'es', ['danger']],
      ['The trafficker still has my passport', 'en', ['danger']],
      ['I was arrested two years ago, can I still apply?', 'en', ['crime']],
      ['Tengo antecedentes penales por un delito', 'es', ['crime']],
      ['I have a hearing with an immigration judge next month', 'en', ['court']],
      ['Me llegó una notificación de comparecencia para la corte de inmigración', 'es', ['court']],
      ['I missed the deadline to file, what now?', 'en', ['deadline']],
      ['Llegué hace más de un año, ¿es demasiado tarde?', 'es', ['deadline']],
      ['I was arrested and now I have a deportation hearing', 'en', ['crime', 'court']],
    ] as const) {
      const exchange = await ask(t, applicant, question, language);
      expect(exchange, question).toMatchObject({ kind: 'safety', topics, answeredBy: 'local' });
    }
  });

  it('keeps the process questions that only mention the abuse for the guides', async () => {
    const applicant = await applicantOf(t, 'vawasp');
    for (const [question, language] of [
      ['What evidence of the abuse do I need?', 'en'],
      ['¿Qué pruebas del maltrato necesito?', 'es'],
      ['What happens after the interview?', 'en'],
      ['Are there any charges for the forms?', 'en'],
      ['¿Qué documentos necesito para la visa T?', 'es'],
    ] as const) {
      const exchange = await ask(t, applicant, question, language);
      expect(exchange.kind, question).not.toBe('safety');
      expect(exchange.topics, question).toEqual([]);
    }
  });
});

describe('forgetting the consultation', () => {
  // Each block its own app: the questions endpoint allows 20 a minute from one address.
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('forgets the questions when the applicant clears them, and only theirs', async () => {
    const owner = await applicantOf(t, 'asylum');
    const other = await applicantOf(t, 'asylum');
    await ask(t, owner, 'My husband hits me', 'en');
    await ask(t, other, 'When can I apply for a work permit?', 'en');
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/consultation',
      headers: owner.headers,
    });
    expect(cleared.statusCode, cleared.body).toBe(204);
    expect((await history(t, owner)).exchanges).toEqual([]);
    expect((await history(t, other)).exchanges).toHaveLength(1);
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/consultation' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('forgets the questions when the applicant leaves with the quick exit, not on an ordinary log out', async () => {
    const leaving = await applicantOf(t, 'asylum');
    const staying = await applicantOf(t, 'asylum');
    await ask(t, leaving, 'My husband hits me', 'en');
    await ask(t, staying, 'My husband hits me', 'en');
    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout?quickExit=true',
      headers: leaving.headers,
    });
    expect(quick.statusCode, quick.body).toBe(200);
    const ordinary = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: staying.headers,
    });
    expect(ordinary.statusCode, ordinary.body).toBe(200);
    const remaining = await t.database.db.select().from(consultationExchanges);
    const caseOf = async (applicant: SignedInApplicant) => {
      const [account] = await t.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, applicant.email));
      const [row] = await t.database.db.select().from(cases).where(eq(cases.accountId, account!.id));
      return row!.id;
    };
    const [left, stayed] = [await caseOf(leaving), await caseOf(staying)];
    expect(remaining.filter((row) => row.caseId === left)).toEqual([]);
    expect(remaining.filter((row) => row.caseId === stayed)).toHaveLength(1);
  });
});

describe('consultation worded by an OpenAI-compatible chat model', () => {
  let t: AuthTestApp;
  let model: Server;
  let modelStatus = 200;
  const requests: { auth: string; body: { model: string; messages: { role: string; content: string }[] } }[] =
    [];

  beforeAll(async () => {
    model = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += String(chunk)));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404).end();
          return;
        }
        requests.push({ auth: String(request.headers.authorization), body: JSON.parse(text) as never });
        response.writeHead(modelStatus, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: 'Puede pedirlo 150 días después [1].' },
              },
            ],
          }),
        );
      });
    });
    model.listen(0, '127.0.0.1');
    await once(model, 'listening');
    t = await createAuthTestApp({
      env: {
        CHAT_MODEL_API_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
        CHAT_MODEL_API_KEY: 'model-key',
        CHAT_MODEL_NAME: 'local-model',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    model.close();
  });

  it('sends the question and the retrieved passages, and no case data without consent', async () => {
    const applicant = await applicantOf(t, 'asylum');
    expect((await history(t, applicant)).chatModel).toBe(true);
    requests.length = 0;
    const exchange = await ask(t, applicant, '¿Cuándo puedo pedir el permiso de trabajo?', 'es');
    expect(exchange).toMatchObject({ kind: 'answered', answeredBy: 'chat', sharedCaseData: false });
    expect(exchange.answer).toBe('Puede pedirlo 150 días después [1].');
    expect(exchange.citations[0]!.quote).toContain('150 días');
    const [sent] = requests;
    expect(sent!.auth).toBe('Bearer model-key');
    expect(sent!.body.model).toBe('local-model');
    const [system, user] = sent!.body.messages;
    expect(system!.content).toContain('[1] Asilo: ');
    expect(system!.content).toContain('150 días');
    expect(system!.content).toContain('Spanish');
    expect(user!.content).toBe('¿Cuándo puedo pedir el permiso de trabajo?');
    expect(JSON.stringify(sent!.body)).not.toContain('current step');
    expect(JSON.stringify(sent!.body)).not.toContain(applicant.email);
  });

  it('sends the case type and step only when the applicant agrees', async () => {
    const applicant = await applicantOf(t, 'asylum');
    requests.length = 0;
    const exchange = await ask(t, applicant, 'When can I apply for a work permit?', 'en', true);
    expect(exchange.sharedCaseData).toBe(true);
    expect(requests[0]!.body.messages[1]!.content).toMatch(/case type asylum, current step [a-z-]+\./);
  });

  it('never sends a question about legal chances to the model', async () => {
    const applicant = await applicantOf(t, 'asylum');
    requests.length = 0;
    const exchange = await ask(t, applicant, '¿Voy a ganar mi caso?', 'es', true);
    expect(exchange.kind).toBe('legal-chances');
    expect(requests).toEqual([]);
  });

  it('gives the safety answer without the model, and never sends it the question', async () => {
    const applicant = await applicantOf(t, 'asylum');
    requests.length = 0;
    const exchange = await ask(t, applicant, 'My husband threatens to kill me', 'en', true);
    expect(exchange).toMatchObject({ kind: 'safety', topics: ['danger'], answeredBy: 'local' });
    expect(exchange.sharedCaseData).toBe(false);
    expect(requests).toEqual([]);
  });

  it('answers from the passages when the model fails', async () => {
    const applicant = await applicantOf(t, 'asylum');
    modelStatus = 500;
    try {
      const exchange = await ask(t, applicant, '¿Cuándo puedo pedir el permiso de trabajo?', 'es');
      expect(exchange).toMatchObject({ kind: 'answered', answeredBy: 'local' });
      expect(exchange.answer).toContain('150 días');
    } finally {
      modelStatus = 200;
    }
  });
});
