import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, tempSessions } from '../../db/schema/accounts';
import { sha256 } from './secrets';
import { type AuthTestApp, createAuthTestApp, newAccountBody, tempToken } from './test-support';
import { signedInApplicant } from '../cases/test-support';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const URL = '/api/safe-contact/mailing-address';
const ADDRESS = { inCareOf: 'Casa Segura', street: '100 Oak St', city: 'Houston', state: 'TX', zip: '77002' };

/** A temporary session whose screener already decided, with the safe-contact answers it recorded. */
async function screenedVisitor(outcome: 'eligible' | 'not-eligible', mail: boolean) {
  const token = await tempToken(t.app);
  await t.app.db
    .update(tempSessions)
    .set({
      eligibilityOutcome: outcome,
      safeContact: { textMessages: false, email: true, mail, mailingAddress: null },
    })
    .where(eq(tempSessions.tokenHash, sha256(token)));
  return { token, headers: { authorization: `Bearer temp ${token}` } };
}

const put = (headers: Record<string, string>, mailingAddress: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: { mailingAddress } });

describe('the safe mailing address, asked after the outcome', () => {
  it('tells an eligible survivor that letters home are not safe, and keeps the address given', async () => {
    const { token, headers } = await screenedVisitor('eligible', false);
    const before = await t.app.inject({ method: 'GET', url: URL, headers });
    expect(before.json()).toEqual({ mailSafe: false, mailingAddress: null });

    const saved = await put(headers, { ...ADDRESS, unit: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ mailSafe: false, mailingAddress: ADDRESS });

    const body = newAccountBody();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/createAccount',
      headers: { authorization: `Bearer temp ${token}` },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.email, body.email));
    // The shape the package and the forms read.
    expect(account!.safeContact).toEqual({
      textMessages: false,
      email: true,
      mail: false,
      mailingAddress: ADDRESS,
    });
  });

  it('never asks it of a visitor the screener refers elsewhere', async () => {
    const { headers } = await screenedVisitor('not-eligible', false);
    const refused = await put(headers, ADDRESS);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses accents with a message key the form shows in the applicant’s language, and an invalid ZIP', async () => {
    const { headers } = await screenedVisitor('eligible', false);
    const refused = await put(headers, { ...ADDRESS, street: 'Calle Peñón 5', zip: '7700' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('plainLetters');
    expect(refused.body).toContain('zip');
    expect((await t.app.inject({ method: 'GET', url: URL, headers })).json()).toEqual({
      mailSafe: false,
      mailingAddress: null,
    });
  });

  it('lets a signed-in applicant view, change and remove it from the profile', async () => {
    const applicant = await signedInApplicant(t);
    const start = await t.app.inject({ method: 'GET', url: URL, headers: applicant.headers });
    expect(start.json()).toEqual({ mailSafe: true, mailingAddress: null });
    const changed = await put(applicant.headers, {
      street: '5 Elm Ave',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
    });
    expect(changed.json()).toEqual({
      mailSafe: true,
      mailingAddress: { street: '5 Elm Ave', city: 'Austin', state: 'TX', zip: '73301' },
    });
    expect((await t.app.inject({ method: 'GET', url: URL, headers: applicant.headers })).json()).toEqual(
      changed.json(),
    );
    const removed = await put(applicant.headers, null);
    expect(removed.json()).toEqual({ mailSafe: true, mailingAddress: null });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
