import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances } from '../../db/schema/agreements';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { signedInApplicant } from '../cases/test-support';
import { caseAt } from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const ADDRESS = '203.0.113.7';
const current = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/terms/current' })).json<{
    terms: { version: string; texts: Record<string, { title: string; sections: unknown[] }> };
    privacy: { version: string; texts: Record<string, { title: string; sections: unknown[] }> };
  }>();
const accept = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/terms/accept', headers, payload, remoteAddress: ADDRESS });
const step = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/mycase/findOneCase', headers })).json<{ step: string }>()
    .step;

describe('terms of use and privacy policy', () => {
  it('serves the versions in force with their texts in English and Spanish', async () => {
    const terms = await current();
    expect(terms.terms.version).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(terms.terms.texts.en!.title).toBe('Terms of Use');
    expect(terms.terms.texts.es!.title).toBe('Términos de uso');
    expect(terms.privacy.texts.es!.title).toBe('Política de privacidad');
    expect(terms.privacy.texts.en!.sections.length).toBe(terms.privacy.texts.es!.sections.length);
  });

  it('records the versions, time and address, and moves the case to the contract', async () => {
    const { headers } = await signedInApplicant(t);
    const caseId = await caseAt(t, headers, 'accept-terms');
    const { terms, privacy } = await current();
    const before = Date.now();
    const accepted = await accept(headers, { termsVersion: terms.version, privacyVersion: privacy.version });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ termsVersion: terms.version, privacyVersion: privacy.version });
    expect(Date.parse(accepted.json().acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(accepted.json()).not.toHaveProperty('clientAddress');

    const rows = await t.database.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.caseId, caseId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientAddress: ADDRESS, termsVersion: terms.version, locale: 'en' });
    expect(await step(headers)).toBe('sign-contract');
    const rules = await t.app.inject({ method: 'GET', url: '/api/param-navigation-rules', headers });
    expect(rules.json().route).toBe('/contract');
  });

  it('answers a repeated acceptance with the first record', async () => {
    const { headers } = await signedInApplicant(t);
    const caseId = await caseAt(t, headers, 'accept-terms');
    const { terms, privacy } = await current();
    const body = { termsVersion: terms.version, privacyVersion: privacy.version };
    const [first, second] = await Promise.all([accept(headers, body), accept(headers, body)]);
    const third = await accept(headers, body);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.caseId, caseId));
    expect(rows).toHaveLength(1);
    expect(await step(headers)).toBe('sign-contract');
  });

  it('refuses a version that is not the one in force, and leaves the case where it was', async () => {
    const { headers } = await signedInApplicant(t);
    await caseAt(t, headers, 'accept-terms');
    const { privacy } = await current();
    const refused = await accept(headers, { termsVersion: '2020-01-01', privacyVersion: privacy.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'termsVersion' });
    const malformed = await accept(headers, { termsVersion: 'latest', privacyVersion: privacy.version });
    expect(malformed.statusCode).toBe(400);
    expect(await step(headers)).toBe('accept-terms');
  });

  it('is not available before the payment, nor without a session', async () => {
    const { headers } = await signedInApplicant(t);
    const { terms, privacy } = await current();
    const body = { termsVersion: terms.version, privacyVersion: privacy.version };
    const early = await accept(headers, body);
    expect(early.statusCode).toBe(403);
    expect(await step(headers)).toBe('payment');
    expect((await accept({}, body)).statusCode).toBe(401);
  });
});
