import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_ORDER } from '../index';
import type { TempSessionMigrationContext } from '../accounts';
import { updateTempSession } from './index';
import {
  type AuthTestApp,
  createAccount,
  createAuthTestApp,
  loginAs,
  newAccountBody,
  tempToken,
  tokenOfLink,
} from './test-support';

// A step of another module, run after the server's own when a temporary session moves.
const seen: string[] = [];
const testStep = {
  name: 'test-answers',
  run: async ({ tempSession, accountId }: TempSessionMigrationContext) => {
    seen.push(`${tempSession.strategy}->${accountId}`);
  },
};

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({
    env: { LOG_LEVEL: 'warn' },
    replaceModule: (module) =>
      module.name === 'referrals'
        ? { ...module, tempSessionMigrations: [...(module.tempSessionMigrations ?? []), testStep] }
        : module,
    hookOrder: {
      ...HOOK_ORDER,
      tempSessionMigrations: [...HOOK_ORDER.tempSessionMigrations, testStep.name],
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('temporary session', () => {
  it('is issued as a cookie and a token, and accepted in both forms', async () => {
    const response = await post('/api/auth/generate-temp-token', { strategy: 'asylum' });
    expect(response.statusCode).toBe(201);
    const { tempToken: token, expiresAt } = response.json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(t.clock().getTime());
    const cookie = response.cookies.find((c) => c.name === 'camino_temp');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    // PUBLIC_URL is http://localhost in tests: Secure would stop the browser from keeping it.
    expect(cookie?.secure).toBeFalsy();

    const { rows } = await t.database.executeSql('SELECT token_hash, strategy FROM temp_sessions', []);
    expect(rows).toContainEqual(expect.objectContaining({ strategy: 'asylum' }));
    expect(JSON.stringify(rows)).not.toContain(token);

    const byHeader = await post('/api/auth/createAccount', newAccountBody(), {
      authorization: `Bearer temp ${token}`,
    });
    expect(byHeader.statusCode).toBe(201);
    const other = await tempToken(t.app);
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/createAccount',
      cookies: { camino_temp: other },
      payload: newAccountBody(),
    });
    expect(byCookie.statusCode).toBe(201);
  });

  it('needs no body, and takes the language from the browser', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generate-temp-token',
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await t.database.executeSql(
      'SELECT locale FROM temp_sessions ORDER BY created_at DESC, id LIMIT 50',
      [],
    );
    expect(rows).toContainEqual({ locale: 'es' });
  });

  it('is required to create an account, and refused from another site', async () => {
    const missing = await post('/api/auth/createAccount', newAccountBody());
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHORIZED', reason: 'temporarySessionRequired' });

    const token = await tempToken(t.app);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/createAccount',
      cookies: { camino_temp: token },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: newAccountBody(),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('expires', async () => {
    const token = await tempToken(t.app);
    t.clock.advance(t.config.AUTH_TEMP_SESSION_TTL_SECONDS + 1);
    const response = await post('/api/auth/createAccount', newAccountBody(), {
      authorization: `Bearer temp ${token}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/createAccount', () => {
  async function attempt(overrides: Record<string, string>) {
    const token = await tempToken(t.app);
    return post('/api/auth/createAccount', newAccountBody(overrides), {
      authorization: `Bearer temp ${token}`,
    });
  }

  it.each([
    [{ confirmEmail: 'someone.else@example.org' }, 'body.confirmEmail', 'The email does not match'],
    [{ confirmPhone: '+12025550999' }, 'body.confirmPhone', 'The phone number does not match'],
    [{ confirmPassword: 'Camino#2026b' }, 'body.confirmPassword', 'Passwords do not match'],
    [{ email: 'not-an-email', confirmEmail: 'not-an-email' }, 'body.email', 'Invalid format'],
    [{ phone: '123', confirmPhone: '123' }, 'body.phone', 'Invalid format'],
  ])('refuses %o with a field error', async (overrides, path, message) => {
    const response = await attempt(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it.each([
    ['Shor#1a', 'Use at least 8 characters'],
    ['camino#2026a', 'Include an uppercase letter'],
    ['CAMINO#2026A', 'Include a lowercase letter'],
    ['Camino#Camino', 'Include a number'],
    ['Camino2026ab', 'Include a special character'],
  ])('applies the password policy to %s', async (password, message) => {
    const response = await attempt({ password, confirmPassword: password });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: 'body.password', message });
  });

  it('stores the email lower-cased, the phone in E.164, the locale and an argon2id hash', async () => {
    const body = newAccountBody();
    const upper = body.email.toUpperCase();
    const national = `(${body.phone.slice(2, 5)}) ${body.phone.slice(5, 8)}-${body.phone.slice(8)}`;
    const response = await attempt({
      email: upper,
      confirmEmail: upper,
      phone: national,
      confirmPhone: body.phone,
      locale: 'es',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'awaiting_activation',
      email: expect.stringContaining('•••'),
    });
    const { rows } = await t.database.executeSql(
      'SELECT email, phone, locale, password_hash, activated_at FROM accounts WHERE email = $1',
      [body.email],
    );
    expect(rows).toEqual([
      {
        email: body.email,
        phone: body.phone,
        locale: 'es',
        password_hash: expect.stringMatching(/^\$argon2id\$/),
        activated_at: null,
      },
    ]);
  });

  it('answers an email or phone already in use as it answers a new one, and tells the owner (ADR 0230)', async () => {
    const existing = await createAccount(t.app);
    const fresh = await attempt({});
    const sameEmail = await attempt({ email: existing.email, confirmEmail: existing.email });
    const samePhone = await attempt({ phone: existing.phone, confirmPhone: existing.phone });
    for (const response of [sameEmail, samePhone]) {
      expect(response.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(response.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(response.json().status).toBe('awaiting_activation');
      expect(response.body).not.toMatch(/in use|emailInUse|phoneInUse/);
    }
    // No second account; the owner is told once (today) on their channels, without any case content.
    const { rows } = await t.database.executeSql('SELECT count(*)::int AS n FROM accounts WHERE email = $1', [
      existing.email,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
    const notices = (await t.outbox(existing.email, 2)).filter((message) =>
      /tried to create/.test(message.subject ?? ''),
    );
    expect(notices).toHaveLength(1);
  });

  it('sends the activation link by email and SMS, in the Spanish path for Spanish speakers', async () => {
    const body = await createAccount(t.app, newAccountBody({ locale: 'es' }));
    const [email] = await t.outbox(body.email);
    const [sms] = await t.outbox(body.phone);
    expect(email).toMatchObject({ channel: 'email', subject: 'Active su cuenta de Camino' });
    expect(email!.links[0]).toMatch(/^http:\/\/localhost:3000\/es\/activate-account\?token=/);
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(tokenOfLink(sms!.links[0]!)).toBe(tokenOfLink(email!.links[0]!));
  });
});

describe('moving the temporary session to the account', () => {
  it("carries the outcome and preferences over, runs other modules' steps and consumes the session", async () => {
    seen.length = 0;
    const token = await tempToken(t.app, { strategy: 'tvisa' });
    const { rows: sessions } = await t.database.executeSql(
      "SELECT id FROM temp_sessions WHERE strategy = 'tvisa'",
      [],
    );
    const sessionId = (sessions[0] as { id: string }).id;
    expect(
      await updateTempSession(t.app.db, sessionId, {
        eligibilityOutcome: 'eligible',
        safeContact: { sms: false },
      }),
    ).toBe(true);
    const body = newAccountBody();
    const response = await post('/api/auth/createAccount', body, { authorization: `Bearer temp ${token}` });
    expect(response.statusCode).toBe(201);
    const { rows } = await t.database.executeSql(
      'SELECT a.id, a.eligibility_outcome, a.safe_contact, s.consumed_at IS NOT NULL AS consumed FROM accounts a JOIN temp_sessions s ON s.account_id = a.id WHERE a.email = $1',
      [body.email],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        eligibility_outcome: 'eligible',
        safe_contact: { sms: false },
        consumed: true,
      }),
    ]);
    expect(seen).toEqual([`tvisa->${(rows[0] as { id: string }).id}`]);

    // A consumed session no longer authenticates.
    const again = await post('/api/auth/createAccount', newAccountBody(), {
      authorization: `Bearer temp ${token}`,
    });
    expect(again.statusCode).toBe(401);
  });

  it('POST /api/config/migration moves a later temporary session to a signed-in account', async () => {
    const body = await createAccount(t.app);
    const [email] = await t.outbox(body.email);
    await post('/api/auth/activateAccount', { token: tokenOfLink(email!.links[0]!) });
    const { token: access } = await loginAs(t.app, body.email, body.password);
    const temp = await tempToken(t.app, { strategy: 'vawasp' });
    await t.database.executeSql(
      `UPDATE temp_sessions SET eligibility_outcome = 'not_eligible' WHERE strategy = 'vawasp'`,
      [],
    );

    const unauthenticated = await post('/api/config/migration', { tempToken: temp });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toMatchObject({ detail: 'Token no válido' });

    const first = await post(
      '/api/config/migration',
      { tempToken: temp },
      { authorization: `Bearer ${access}` },
    );
    expect(first.json()).toEqual({ migrated: true });
    const second = await post(
      '/api/config/migration',
      { tempToken: temp },
      { authorization: `Bearer ${access}` },
    );
    expect(second.json()).toEqual({ migrated: false });
    const { rows } = await t.database.executeSql(
      'SELECT eligibility_outcome FROM accounts WHERE email = $1',
      [body.email],
    );
    expect(rows).toEqual([{ eligibility_outcome: 'not_eligible' }]);
  });
});
