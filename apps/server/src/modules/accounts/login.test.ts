import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  createActiveAccount,
  createAuthTestApp,
  loginAs,
  newAccountBody,
  refreshCookieOf,
  tempToken,
} from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ env: { AUTH_LOGIN_MAX_FAILURES: '3', AUTH_LOGIN_IP_MAX_FAILURES: '8' } });
});
afterAll(() => t.close());

const LOGIN_FAILED = 'Login could not be completed. Verify your credentials and try again.';
const LOCKED =
  'Too many failed attempts: logging in is locked for a while. Try again later or create a new password.';

const login = (identifier: string, password: string, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    remoteAddress: ip,
  });

describe('POST /api/auth/login', () => {
  it('logs in by email (any case) or phone (any format) and returns the auth state', async () => {
    const body = await createActiveAccount(t);
    const byEmail = await login(body.email.toUpperCase(), body.password);
    expect(byEmail.statusCode).toBe(200);
    const { token, tokenExpiration } = byEmail.json();
    expect(typeof token).toBe('string');
    expect(new Date(tokenExpiration).getTime() - t.clock().getTime()).toBe(900_000);
    const refresh = byEmail.cookies.find((cookie) => cookie.name === 'camino_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const national = `${body.phone.slice(2, 5)}-${body.phone.slice(5, 8)}-${body.phone.slice(8)}`;
    expect((await login(national, body.password)).statusCode).toBe(200);
  });

  it('answers every failure with the same message', async () => {
    const body = await createActiveAccount(t);
    const wrongPassword = await login(body.email, 'Wrong#Password1', '203.0.113.2');
    const unknownAccount = await login('nobody@example.org', body.password, '203.0.113.2');
    for (const response of [wrongPassword, unknownAccount]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHORIZED',
        reason: 'invalidCredentials',
        detail: LOGIN_FAILED,
      });
    }
    const { rows } = await t.database.executeSql(
      "SELECT count(*)::int AS n FROM audit_events WHERE type = 'login_failed'",
      [],
    );
    expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(rows)).not.toContain(body.email);
  });

  it('locks an identifier after repeated failures, even with the right password, then unlocks', async () => {
    const body = await createActiveAccount(t);
    for (let i = 0; i < 3; i += 1)
      expect((await login(body.email, 'Wrong#Password1', `198.51.100.${i}`)).statusCode).toBe(401);
    const locked = await login(body.email, body.password, '198.51.100.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'tooManyLoginAttempts',
      detail: LOCKED,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown identifiers lock the same way, so a lock tells nothing about whether an account exists.
    for (let i = 0; i < 3; i += 1)
      await login('ghost@example.org', 'Wrong#Password1', `198.51.100.${20 + i}`);
    expect((await login('ghost@example.org', 'Wrong#Password1', '198.51.100.30')).statusCode).toBe(429);

    t.clock.advance(t.config.AUTH_LOCKOUT_SECONDS + 1);
    expect((await login(body.email, body.password, '198.51.100.9')).statusCode).toBe(200);
  });

  it('locks an address trying many identifiers', async () => {
    const body = await createActiveAccount(t);
    for (let i = 0; i < 8; i += 1) await login(`guess${i}@example.org`, 'Wrong#Password1', '192.0.2.50');
    expect((await login(body.email, body.password, '192.0.2.50')).statusCode).toBe(429);
    expect((await login(body.email, body.password, '192.0.2.51')).statusCode).toBe(200);
    const { rows } = await t.database.executeSql(
      "SELECT count(*)::int AS n FROM audit_events WHERE type = 'login_locked'",
      [],
    );
    expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('validates an access token', async () => {
    const body = await createActiveAccount(t);
    const { token } = await loginAs(t.app, body.email, body.password);
    const valid = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      valid: true,
      user: { name: 'María', lastName: 'López', locale: 'en' },
    });

    for (const authorization of ['Bearer not.a.jwt', `Bearer ${token.slice(0, -2)}xx`, '']) {
      const invalid = await t.app.inject({
        method: 'GET',
        url: '/api/auth/validate-token',
        headers: { authorization },
      });
      expect(invalid.statusCode).toBe(401);
      expect(invalid.json()).toMatchObject({ detail: 'Token no válido', reason: 'invalidToken' });
    }

    t.clock.advance(t.config.AUTH_ACCESS_TOKEN_TTL_SECONDS + 1);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('rotates the refresh token on every use; replaying a rotated one revokes the whole family', async () => {
    const body = await createActiveAccount(t);
    const { refresh: first } = await loginAs(t.app, body.email, body.password);
    const refresh = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { camino_refresh: cookie } });

    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = refreshCookieOf(rotated)!;
    expect(second).not.toBe(first);
    const access = rotated.json().token as string;

    const { rows } = await t.database.executeSql('SELECT token_hash FROM refresh_tokens', []);
    expect(JSON.stringify(rows)).not.toContain(first);

    // Past the grace window given to two tabs refreshing at once.
    t.clock.advance(t.config.AUTH_REFRESH_GRACE_SECONDS + 1);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(validate.statusCode).toBe(401);
    const audit = await t.database.executeSql(
      "SELECT count(*)::int AS n FROM audit_events WHERE type = 'refresh_token_reused'",
      [],
    );
    expect((audit.rows[0] as { n: number }).n).toBe(1);
  });

  it('refuses a refresh from another site', async () => {
    const body = await createActiveAccount(t);
    const { refresh } = await loginAs(t.app, body.email, body.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { camino_refresh: refresh },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { camino_refresh: refresh },
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('accepts the address the browser used even when it is not PUBLIC_URL (127.0.0.1 for localhost)', async () => {
    const body = await createActiveAccount(t);
    const { refresh } = await loginAs(t.app, body.email, body.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { camino_refresh: refresh },
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { camino_refresh: refresh },
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' },
    });
    expect(spoofed.statusCode).toBe(403);
  });

  it('logout revokes the refresh token and the access token', async () => {
    const body = await createActiveAccount(t);
    const { token, refresh } = await loginAs(t.app, body.email, body.password);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { camino_refresh: refresh },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies).toContainEqual(expect.objectContaining({ name: 'camino_refresh', value: '' }));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { camino_refresh: refresh } }))
        .statusCode,
    ).toBe(401);
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(validate.statusCode).toBe(401);
  });

  it('logout also ends the temporary session and clears its cookie', async () => {
    const temp = await tempToken(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer temp ${temp}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies).toContainEqual(expect.objectContaining({ name: 'camino_temp', value: '' }));
    const migrate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/createAccount',
      headers: { authorization: `Bearer temp ${temp}` },
      payload: newAccountBody(),
    });
    expect(migrate.statusCode).toBe(401);
  });

  it('keeps the signing key under DATA_DIR, so a restart keeps sessions', async () => {
    const { loadSigningKey } = await import('./access-tokens');
    const first = await loadSigningKey(t.config);
    expect(Buffer.from(await loadSigningKey({ ...t.config })).equals(Buffer.from(first))).toBe(true);
    expect(first.length).toBe(32);
  });
});
