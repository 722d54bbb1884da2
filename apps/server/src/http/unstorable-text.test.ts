import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../modules/accounts/test-support';
import { type PaidApplicant, paidApplicant } from '../modules/workspace/test-support';
import { findUnstorableText } from './unstorable-text';

let t: AuthTestApp;
let applicant: PaidApplicant;
beforeAll(async () => {
  t = await createAuthTestApp();
  applicant = await paidApplicant(t, 'asylum');
}, 60_000);
afterAll(() => t?.close());

describe('text that cannot be stored', () => {
  it('is found wherever it is nested, and named by its path', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findUnstorableText({ ['k\uD800']: 1 }, 'body')).toBe('body');
    expect(findUnstorableText({ a: 'fine 👍', b: ['é'] }, 'body')).toBeNull();
  });

  it('answers 400 Invalid format in the declaration, its translation and the evidence description', async () => {
    const cases = [
      { method: 'PUT', url: '/api/declaration/sections/about_me', payload: { text: 'I was\u0000 born' } },
      { method: 'PUT', url: '/api/declaration/sections/about_me/translation', payload: { text: 'a\u0000' } },
      {
        method: 'POST',
        url: '/api/documents/aditionalEvidence?lang=en',
        payload: {
          type: 'other',
          description: 'letter\u0000',
          uploads: ['0123456789abcdef0123456789abcdef'],
        },
      },
      { method: 'PUT', url: '/api/declaration/sections/about_me', payload: { text: 'half \uD800 pair' } },
    ] as const;
    for (const { method, url, payload } of cases) {
      const response = await t.app.inject({ method, url, headers: applicant.headers, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().errors[0].message).toBe('Invalid format');
    }
  });
});
