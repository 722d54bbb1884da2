import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { informationCompletion } from './declaration-progress';
import { paidApplicant } from './test-support';

describe('informationCompletion', () => {
  it.each([
    [60, null, 60],
    [0, 0, 0],
    [0, 100, 50],
    [100, 99, 99],
    [99, 100, 99],
    [100, 100, 100],
  ])('questionnaire %i and declaration %s give %i', (questionnaire, declaration, expected) => {
    expect(informationCompletion(questionnaire, declaration)).toBe(expected);
  });
});

describe('the declaration in the dashboard percentage', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await createAuthTestApp();
    await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('grows as soon as a required part has words: the suggested length is advice, never a block', async () => {
    const { headers, caseId } = await paidApplicant(t, 'asylum');
    await t.app.inject({ method: 'POST', url: '/api/mycase/startMyCase', headers });
    const percentage = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/dashboard/calculatePercentage?caseId=${caseId}`,
            headers,
          })
        ).json() as { completionPercentage: number }
      ).completionPercentage;
    await t.app.inject({
      method: 'PUT',
      url: '/api/declaration/language',
      headers,
      payload: { language: 'en' },
    });
    const before = await percentage();

    // Far below the suggested 60 words, and still a written part.
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/declaration/sections/about_me',
      headers,
      payload: { text: 'My name is Rosa.' },
    });
    expect(short.statusCode, short.body).toBe(200);
    expect(await percentage()).toBeGreaterThan(before);
  });
});
