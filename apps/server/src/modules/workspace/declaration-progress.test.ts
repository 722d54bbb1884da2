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

  it('grows when a declaration section reaches its length', async () => {
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
    const before = await percentage();

    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/declaration/sections/about_me',
      headers,
      payload: { text: 'My name is Rosa.' },
    });
    expect(short.statusCode, short.body).toBe(200);
    expect(await percentage()).toBe(before);

    const words = Array.from({ length: 70 }, (_, i) => `word${i}`).join(' ');
    await t.app.inject({
      method: 'PUT',
      url: '/api/declaration/sections/about_me',
      headers,
      payload: { text: `My name is Rosa. ${words}.` },
    });
    // One of the five required sections: a tenth of the information part, which weighs three quarters.
    expect(await percentage()).toBeGreaterThan(before);
  });
});
