import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  createAccount,
  createAuthTestApp,
  loginAs,
  newAccountBody,
  tokenOfLink,
} from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('a new activation link from the login page', () => {
  it('goes to an account awaiting activation, and the earlier link stops working', async () => {
    const body = await createAccount(t.app);
    const [first] = await t.outbox(body.email);
    const response = await post('/api/auth/request-activation-link', { identifier: body.phone });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [second] = await t.outbox(body.email, 2);
    expect(second!.links[0]).not.toBe(first!.links[0]);
    const old = await post('/api/auth/activateAccount', { token: tokenOfLink(first!.links[0]!) });
    expect(old.statusCode).toBe(404);
    expect(
      (await post('/api/auth/activateAccount', { token: tokenOfLink(second!.links[0]!) })).statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown address and stops after three requests', async () => {
    const unknown = await post('/api/auth/request-activation-link', { identifier: 'nobody@example.org' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ok: true });

    const body = await createAccount(t.app);
    for (let i = 0; i < 4; i += 1) {
      const response = await post('/api/auth/request-activation-link', { identifier: body.email });
      expect(response.json()).toEqual({ ok: true });
    }
    // The sign-up link and three requested ones; the fourth request sent nothing.
    await t.outbox(body.email, 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.outbox(body.email, 4)).toHaveLength(4);
  });
});

describe('correcting a mistyped email or phone before activation', () => {
  it('moves the account to the corrected address, sends the link there and retires the old link', async () => {
    const body = await createAccount(t.app);
    const [mistyped] = await t.outbox(body.email);
    const fixed = newAccountBody();
    const response = await post('/api/auth/correct-contact', {
      identifier: body.email,
      password: body.password,
      email: fixed.email,
      phone: fixed.phone,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'awaiting_activation',
      phone: `+1 ••• ••• ${fixed.phone.slice(-4)}`,
    });

    const [email] = await t.outbox(fixed.email);
    const [sms] = await t.outbox(fixed.phone);
    expect(tokenOfLink(sms!.links[0]!)).toBe(tokenOfLink(email!.links[0]!));
    expect(
      (await post('/api/auth/activateAccount', { token: tokenOfLink(mistyped!.links[0]!) })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/auth/activateAccount', { token: tokenOfLink(email!.links[0]!) })).statusCode,
    ).toBe(200);
    await loginAs(t.app, fixed.email, body.password);
    const old = await post('/api/auth/login', { identifier: body.email, password: body.password });
    expect(old.statusCode).toBe(401);
  });

  it('needs the right password, refuses an address in use and an active account', async () => {
    const body = await createAccount(t.app);
    const other = await createAccount(t.app);
    const wrong = await post('/api/auth/correct-contact', {
      identifier: body.email,
      password: 'Wrong#2026a',
      email: 'new@example.org',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ reason: 'invalidCredentials' });

    const taken = await post('/api/auth/correct-contact', {
      identifier: body.email,
      password: body.password,
      email: other.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: 'emailInUse' });

    const [link] = await t.outbox(other.email);
    await post('/api/auth/activateAccount', { token: tokenOfLink(link!.links[0]!) });
    const active = await post('/api/auth/correct-contact', {
      identifier: other.email,
      password: other.password,
      email: 'another@example.org',
    });
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject({ reason: 'alreadyActivated' });
  });
});

describe('the sign-in identity', () => {
  it('tells the signed-in applicant, masked, which email and phone they log in with', async () => {
    const body = await createAccount(t.app);
    const [link] = await t.outbox(body.email);
    await post('/api/auth/activateAccount', { token: tokenOfLink(link!.links[0]!) });
    const { token } = await loginAs(t.app, body.email, body.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sign-in-identity',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: expect.stringMatching(/^m•••\d@e•••\.org$/),
      phone: `+1 ••• ••• ${body.phone.slice(-4)}`,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-identity' })).statusCode).toBe(401);
  });
});
