import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAccount, createAuthTestApp, loginAs, tokenOfLink } from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const NOT_ACTIVATED = "You haven't activated your account yet. Check your email and activate it to continue.";

describe('account activation', () => {
  it('refuses login until the account is activated, then lets it in', async () => {
    const body = await createAccount(t.app);
    const before = await post('/api/auth/login', { identifier: body.email, password: body.password });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'accountNotActivated',
      detail: NOT_ACTIVATED,
    });
    expect(before.cookies).toEqual([]);

    const [email] = await t.outbox(body.email);
    expect(email!.links[0]).toMatch(/^http:\/\/localhost:3000\/activate-account\?token=/);
    const activated = await post('/api/auth/activateAccount', { token: tokenOfLink(email!.links[0]!) });
    expect(activated.statusCode).toBe(200);
    // Opening the link a second time is harmless.
    expect(
      (await post('/api/auth/activateAccount', { token: tokenOfLink(email!.links[0]!) })).statusCode,
    ).toBe(200);
    await loginAs(t.app, body.email, body.password);

    const { rows } = await t.database.executeSql(
      "SELECT type FROM audit_events WHERE type IN ('account_created', 'account_activated', 'login_succeeded') ORDER BY created_at",
      [],
    );
    expect(rows.map((row) => (row as { type: string }).type)).toEqual(
      expect.arrayContaining(['account_created', 'account_activated', 'login_succeeded']),
    );
  });

  it('expires after 24 hours; a new link goes out by email and SMS and works', async () => {
    const body = await createAccount(t.app);
    const [email] = await t.outbox(body.email);
    const expired = tokenOfLink(email!.links[0]!);
    t.clock.advance(24 * 60 * 60 + 1);

    const refused = await post('/api/auth/activateAccount', { token: expired });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'linkExpired' });

    const contact = await post('/api/auth/get-contact-info', { token: expired });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toEqual({
      email: expect.stringMatching(/^m•••\d@e•••\.org$/),
      phone: `+1 ••• ••• ${body.phone.slice(-4)}`,
    });

    const resent = await post('/api/auth/resend-activation-link', { token: expired });
    expect(resent.statusCode).toBe(200);
    const [newEmail] = await t.outbox(body.email, 2);
    const [newSms] = await t.outbox(body.phone, 2);
    const fresh = tokenOfLink(newEmail!.links[0]!);
    expect(fresh).not.toBe(expired);
    expect(tokenOfLink(newSms!.links[0]!)).toBe(fresh);
    expect((await post('/api/auth/activateAccount', { token: fresh })).statusCode).toBe(200);

    const again = await post('/api/auth/resend-activation-link', { token: fresh });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'alreadyActivated' });
  });

  it('rejects unknown links', async () => {
    const response = await post('/api/auth/activateAccount', { token: 'not-a-token' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reason: 'invalidLink' });
    expect((await post('/api/auth/get-contact-info', { token: 'not-a-token' })).statusCode).toBe(404);
  });
});
