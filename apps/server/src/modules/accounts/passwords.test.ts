import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../notifications';
import {
  type AuthTestApp,
  createActiveAccount,
  createAuthTestApp,
  loginAs,
  tokenOfLink,
} from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, options: { token?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

const RESET_LIMIT = "You've reached the limit for password reset attempts. Please try again in 10 minutes.";
const WRONG_CURRENT = 'Your current password is incorrect. Please try again';

async function resetLink(email: string, count: number): Promise<string> {
  const messages = await t.outbox(email, count);
  const reset = messages.find((message) => message.links[0]?.includes('/set-password'));
  return tokenOfLink(reset!.links[0]!);
}

describe('forgot and reset password', () => {
  it('answers an unknown email or phone exactly as a known one, and sends only to a real account', async () => {
    const body = await createActiveAccount(t);
    const answers = [];
    for (const identifier of ['nobody@example.org', '+12025550199', body.email, body.phone]) {
      const response = await post('/api/auth/forgot/password', { identifier }, { ip: '198.51.100.70' });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
    // Found by email and by phone: two reset messages (besides activation) to the account's email.
    const messages = await t.outbox(body.email, 3);
    expect(messages.filter((message) => message.links[0]?.includes('/set-password'))).toHaveLength(2);
    expect(await listOutbox(t.database.db, { to: 'nobody@example.org' })).toEqual([]);
    expect(await listOutbox(t.database.db, { to: '+12025550199' })).toEqual([]);
  });

  it('limits attempts per email for 10 minutes', async () => {
    const body = await createActiveAccount(t);
    for (let i = 0; i < t.config.AUTH_PASSWORD_RESET_MAX_ATTEMPTS; i += 1) {
      expect(
        (await post('/api/auth/forgot/password', { identifier: body.email }, { ip: `198.51.100.${i}` }))
          .statusCode,
      ).toBe(200);
    }
    const limited = await post(
      '/api/auth/forgot/password',
      { identifier: body.email },
      { ip: '198.51.100.60' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'passwordResetLimit',
      detail: RESET_LIMIT,
    });
    t.clock.advance(10 * 60 + 1);
    expect(
      (await post('/api/auth/forgot/password', { identifier: body.email }, { ip: '198.51.100.61' }))
        .statusCode,
    ).toBe(200);
  });

  it('resets once with the emailed link, refuses an earlier password and ends existing sessions', async () => {
    const body = await createActiveAccount(t);
    const { refresh } = await loginAs(t.app, body.email, body.password);
    expect(
      (await post('/api/auth/forgot/password', { identifier: body.email, locale: 'es' })).statusCode,
    ).toBe(200);
    const messages = await t.outbox(body.email, 2);
    expect(messages[0]).toMatchObject({ subject: 'Restablezca su contraseña de Camino' });
    expect(messages[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/es\/set-password\?token=/);
    const [sms] = await t.outbox(body.phone, 2);
    expect(sms!.text).toContain('/es/set-password?token=');
    const token = await resetLink(body.email, 2);

    const reused = await post('/api/auth/reset/password', {
      token,
      password: body.password,
      confirmPassword: body.password,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([
      { path: 'body.password', message: "You've used this password before. Choose a new one." },
    ]);

    const mismatch = await post('/api/auth/reset/password', {
      token,
      password: 'Nuevo#Camino1',
      confirmPassword: 'Nuevo#Camino2',
    });
    expect(mismatch.json().errors).toContainEqual({
      path: 'body.confirmPassword',
      message: 'Passwords do not match',
    });

    const reset = await post('/api/auth/reset/password', {
      token,
      password: 'Nuevo#Camino1',
      confirmPassword: 'Nuevo#Camino1',
    });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/auth/reset/password', {
      token,
      password: 'Otro#Camino1',
      confirmPassword: 'Otro#Camino1',
    });
    expect(again.statusCode).toBe(404);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { camino_refresh: refresh } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { identifier: body.email, password: body.password })).statusCode,
    ).toBe(401);
    await loginAs(t.app, body.email, 'Nuevo#Camino1');
    // The owner hears that the password changed, in case the reset link was not theirs.
    const [notice] = await t.outbox(body.email, 3);
    expect(notice).toMatchObject({ subject: 'Your Camino password was changed' });
  });

  it('refuses an expired reset link', async () => {
    const body = await createActiveAccount(t);
    await post('/api/auth/forgot/password', { identifier: body.email }, { ip: '198.51.100.80' });
    const token = await resetLink(body.email, 2);
    t.clock.advance(t.config.AUTH_PASSWORD_RESET_TTL_SECONDS + 1);
    const response = await post('/api/auth/reset/password', {
      token,
      password: 'Nuevo#Camino1',
      confirmPassword: 'Nuevo#Camino1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: 'linkExpired' });
  });
});

describe('POST /api/auth/change/password', () => {
  it('needs the current password, never accepts an earlier one, and keeps a history', async () => {
    const body = await createActiveAccount(t);
    const { token } = await loginAs(t.app, body.email, body.password);
    const change = (currentPassword: string, password: string) =>
      post('/api/auth/change/password', { currentPassword, password, confirmPassword: password }, { token });

    expect(
      (
        await post('/api/auth/change/password', {
          currentPassword: 'x',
          password: 'A#1aaaaa',
          confirmPassword: 'A#1aaaaa',
        })
      ).statusCode,
    ).toBe(401);

    const wrong = await change('Not#Mine123', 'Nuevo#Camino1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      reason: 'wrongCurrentPassword',
      detail: WRONG_CURRENT,
      errors: [{ path: 'body.currentPassword', message: WRONG_CURRENT }],
    });

    expect((await change(body.password, body.password)).json()).toMatchObject({ reason: 'passwordReused' });
    expect((await change(body.password, 'Nuevo#Camino1')).statusCode).toBe(200);
    expect((await change('Nuevo#Camino1', 'Tercera#Clave2')).statusCode).toBe(200);
    const back = await change('Tercera#Clave2', body.password);
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ reason: 'passwordReused' });

    const { rows } = await t.database.executeSql(
      'SELECT count(*)::int AS n FROM password_history h JOIN accounts a ON a.id = h.account_id WHERE a.email = $1',
      [body.email],
    );
    expect(rows).toEqual([{ n: 3 }]);
    const notice = await t.outbox(body.email, 2);
    expect(notice[0]).toMatchObject({ subject: 'Your Camino password was changed' });
    const audit = await t.database.executeSql(
      "SELECT details FROM audit_events WHERE type = 'password_changed'",
      [],
    );
    expect(audit.rows).toHaveLength(2);
  });
});
