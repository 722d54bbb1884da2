import type { MissingItem } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from './test-support';

let t: AuthTestApp;
let applicant: PaidApplicant;

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  applicant = await paidApplicant(t, 'asylum');
  await t.app.inject({ method: 'POST', url: '/api/mycase/startMyCase', headers: applicant.headers });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const send = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: applicant.headers, ...(payload ? { payload } : {}) });

async function missing(lang: 'en' | 'es' = 'en'): Promise<MissingItem[]> {
  const response = await send('GET', `/dashboard/missing-items?lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: MissingItem[] }>().items;
}

const percentage = async () =>
  (await send('GET', `/dashboard/calculatePercentage?caseId=${applicant.caseId}`)).json<{
    completionPercentage: number;
  }>().completionPercentage;

const REQUIRED = ['about_me', 'what_happened', 'why_it_happened', 'nowhere_safe', 'fear_of_return'];

describe('GET dashboard/missing-items', () => {
  it('lists the documents, then the legal questions, then the declaration, each with where it is done', async () => {
    const items = await missing('es');
    const kinds = items.map((item) => item.kind);
    expect(kinds[0]).toBe('photo-id');
    expect(items[0]).toMatchObject({
      step: 'upload-documents',
      route: '/document-checklist?person=principal',
    });
    const firstLegal = kinds.indexOf('legal-section');
    expect(firstLegal).toBeGreaterThan(0);
    expect(items[firstLegal]!.route).toMatch(/^\/legal-questions\?section=\d+$/);
    expect(items[firstLegal]!.params.section).toBeTruthy();
    expect(kinds.lastIndexOf('legal-section')).toBeLessThan(kinds.indexOf('declaration-language'));
    expect(items.filter((item) => item.kind === 'declaration-section').map((item) => item.key)).toEqual(
      REQUIRED.map((key) => `declaration-section:${key}`),
    );
    expect(items.find((item) => item.key === 'declaration-section:what_happened')).toMatchObject({
      params: { section: 'Lo que le pasó' },
      route: '/declaration-sections?section=what_happened',
    });
    // Keys are stable: asked again, the same items come back in the same order.
    expect((await missing('es')).map((item) => item.key)).toEqual(items.map((item) => item.key));

    // Sending the case for preparation is refused with the same list.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/confirm/information',
      headers: applicant.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ reason: string; missingItems: MissingItem[] }>()).toMatchObject({
      reason: 'case.notComplete',
      missingItems: await missing('en'),
    });
  });

  it('asks for a current English translation of every written part of a Spanish declaration', async () => {
    expect((await send('PUT', '/declaration/language', { language: 'es' })).statusCode).toBe(204);
    for (const key of REQUIRED)
      await send('PUT', `/declaration/sections/${key}`, { text: `Texto de ${key}.` });
    let items = await missing();
    expect(items.some((item) => item.kind === 'declaration-section')).toBe(false);
    expect(items.filter((item) => item.kind === 'declaration-translation').map((item) => item.route)).toEqual(
      REQUIRED.map((key) => `/declaration#translation-${key}`),
    );

    for (const key of REQUIRED)
      await send('PUT', `/declaration/sections/${key}/translation`, { text: `Text of ${key}.` });
    items = await missing();
    expect(items.some((item) => item.kind.startsWith('declaration'))).toBe(false);

    // The story grows after it was translated: that part's translation is out of date again.
    await send('PUT', '/declaration/sections/what_happened', { text: 'Texto de what_happened. Y algo más.' });
    items = await missing();
    expect(items.filter((item) => item.kind.startsWith('declaration'))).toEqual([
      expect.objectContaining({
        key: 'declaration-translation:what_happened',
        kind: 'declaration-translation-outdated',
        route: '/declaration#translation-what_happened',
      }),
    ]);
    expect(await percentage()).toBeLessThan(100);
  });
});
