import type { LoadedQuestionnaire } from '@camino/content';
import type { ActiveConfig, AnswerToSaveDto } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import {
  type AuthTestApp,
  createActiveAccount,
  createAuthTestApp,
  loginAs,
  newAccountBody,
  tempToken,
  tokenOfLink,
} from '../accounts/test-support';
import { seedQuestionnaires } from './seed-questionnaires';
import { activeConfig, idOf, loadSample } from './test-support';

let t: AuthTestApp;
let sample: LoadedQuestionnaire;
let config: ActiveConfig;

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  sample = await loadSample(t.config.CONTENT_DIR);
  config = await activeConfig(t.app, 'sample');
});
afterAll(() => t.close());

const save = (authorization: string, name: string, response: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers: { authorization },
    payload: {
      config_id: config.config_id,
      question_section_id: config.question_section_id,
      answers: [{ question_id: idOf(sample, name), response }],
    },
  });

const responses = (authorization: string, variant: 'responseCase' | 'responseCaseTemp') =>
  t.app.inject({
    method: 'GET',
    url: `/api/param-question-response/${variant}?config_id=${config.config_id}`,
    headers: { authorization },
  });

describe('case answers', () => {
  it('moves the temporary session’s answers to the case when the account is created', async () => {
    const temp = await tempToken(t.app);
    expect((await save(`Bearer temp ${temp}`, 'given_name', 'Maria')).statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/question-flow-path/temp',
      headers: { authorization: `Bearer temp ${temp}` },
      payload: {
        config_id: config.config_id,
        question_section_id: config.question_section_id,
        action: 'next',
      },
    });
    expect(moved.statusCode).toBe(200);

    const body = newAccountBody();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/createAccount',
      headers: { authorization: `Bearer temp ${temp}` },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [email] = await t.outbox(body.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/activateAccount',
      payload: { token: tokenOfLink(email!.links[0]!) },
    });
    const { token } = await loginAs(t.app, body.email, body.password);

    const mine = await responses(`Bearer ${token}`, 'responseCase');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        question_id: idOf(sample, 'given_name'),
        response: 'Maria',
      }) as AnswerToSaveDto,
    ]);
    const path = await t.app.inject({
      method: 'GET',
      url: `/api/question-flow-path/${config.config_id}/${config.question_section_id}/en`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(path.json()).toMatchObject({ current: { question_id: idOf(sample, 'welcome') } });

    // The consumed temporary session no longer reads anything.
    expect((await responses(`Bearer temp ${temp}`, 'responseCaseTemp')).statusCode).toBe(401);
  });

  it('keeps each applicant to their own case', async () => {
    const first = await createActiveAccount(t);
    const second = await createActiveAccount(t);
    const one = await loginAs(t.app, first.email, first.password);
    const two = await loginAs(t.app, second.email, second.password);
    expect((await save(`Bearer ${one.token}`, 'email', 'one@example.org')).statusCode).toBe(200);
    expect((await responses(`Bearer ${two.token}`, 'responseCase')).json()).toEqual([]);
    expect((await responses(`Bearer ${one.token}`, 'responseCase')).json()).toHaveLength(1);
  });
});
