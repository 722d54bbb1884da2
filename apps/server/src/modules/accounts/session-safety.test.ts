import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  createActiveAccount,
  createAuthTestApp,
  loginAs,
  refreshCookieOf,
  tokenOfLink,
} from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ env: { AUTH_LOGIN_MAX_FAILURES: '3', AUTH_LOGIN_IP_MAX_FAILURES: '50' } });
});
afterAll(() => t.close());

const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { camino_refresh: cookie } });
const validate = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/validate-token',
    headers: { authorization: `Bearer ${token}` },
  });
const login = (identifier: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    remoteAddress: ip,
  });

describe('changing the password', () => {
  it('ends every other session of the account and keeps the current one', async () => {
    const body = await createActiveAccount(t);
    const here = await loginAs(t.app, body.email, body.password);
    const elsewhere = await loginAs(t.app, body.phone, body.password);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change/password',
      headers: { authorization: `Bearer ${here.token}` },
      payload: {
        currentPassword: body.password,
        password: 'Nuevo#Camino1',
        confirmPassword: 'Nuevo#Camino1',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await validate(here.token)).statusCode).toBe(200);
    expect((await refresh(here.refresh)).statusCode).toBe(200);
    expect((await validate(elsewhere.token)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
  });
});

describe('login lockout', () => {
  it('counts failures per account whether the email or the phone was typed; a password reset clears it', async () => {
    const body = await createActiveAccount(t);
    expect((await login(body.email, 'Wrong#Password1', '198.51.100.1')).statusCode).toBe(401);
    expect((await login(body.phone, 'Wrong#Password1', '198.51.100.2')).statusCode).toBe(401);
    expect((await login(body.email.toUpperCase(), 'Wrong#Password1', '198.51.100.3')).statusCode).toBe(401);
    const locked = await login(body.phone, body.password, '198.51.100.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      reason: 'tooManyLoginAttempts',
      retryAfterSeconds: t.config.AUTH_LOCKOUT_SECONDS,
    });
    expect(locked.headers['retry-after']).toBe(String(t.config.AUTH_LOCKOUT_SECONDS));

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/password',
      payload: { identifier: body.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [reset] = await t.outbox(body.email, 2);
    expect(reset!.links[0]).toContain('/set-password?token=');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: {
        token: tokenOfLink(reset!.links[0]!),
        password: 'Nuevo#Camino1',
        confirmPassword: 'Nuevo#Camino1',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(body.email, 'Nuevo#Camino1', '198.51.100.5')).statusCode).toBe(200);
  });
});

describe('refreshing the same token twice', () => {
  it('gives both requests the same new pair within the grace window', async () => {
    const body = await createActiveAccount(t);
    const { refresh: first } = await loginAs(t.app, body.email, body.password);
    const [a, b] = await Promise.all([refresh(first), refresh(first)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    expect((await validate(a.json().token)).statusCode).toBe(200);
    expect((await validate(b.json().token)).statusCode).toBe(200);
    // The session goes on with the shared successor.
    const next = await refresh(refreshCookieOf(a)!);
    expect(next.statusCode).toBe(200);
    expect((await validate(next.json().token)).statusCode).toBe(200);
  });

  it('still revokes the family on a real reuse after the grace window', async () => {
    const body = await createActiveAccount(t);
    const { refresh: first } = await loginAs(t.app, body.email, body.password);
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    t.clock.advance(t.config.AUTH_REFRESH_GRACE_SECONDS + 1);
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(rotated)!)).statusCode).toBe(401);
    expect((await validate(rotated.json().token)).statusCode).toBe(401);
  });

  it('revokes the family when a token comes back after its successor was used, even within the window', async () => {
    const body = await createActiveAccount(t);
    const { refresh: first } = await loginAs(t.app, body.email, body.password);
    const second = refreshCookieOf(await refresh(first))!;
    const third = await refresh(second);
    expect(third.statusCode).toBe(200);
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(third)!)).statusCode).toBe(401);
  });
});
