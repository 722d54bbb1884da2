import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from './queries';
import { createAccount as createAccountUseCase } from './create-account';
import { findTempSession } from './temp-sessions';
import { type AuthTestApp, createAuthTestApp, newAccountBody, tempToken } from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const HOSTILE = ['Ana\u0000', 'Ana\uD800', '\uDC00', 'Ana\u0007'];

async function signUp(body: Record<string, string>) {
  const token = await tempToken(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/createAccount',
    headers: { authorization: `Bearer temp ${token}` },
    payload: body,
  });
}

describe('hostile text in the auth calls', () => {
  it('refuses NUL, lone surrogates and control characters in sign-up with Invalid format, saving nothing', async () => {
    for (const value of HOSTILE) {
      for (const field of ['name', 'lastName'] as const) {
        const body = newAccountBody({ [field]: value });
        const response = await signUp(body);
        expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(response.json().errors).toContainEqual({ path: `body.${field}`, message: 'Invalid format' });
        expect(await findAccountByEmail(t.database.db, body.email)).toBeNull();
        // The email and phone stay free for a sign-up that succeeds.
        expect((await signUp({ ...body, [field]: 'Ana' })).statusCode).toBe(201);
      }
    }
  });

  it('refuses them in the login identifier and the temporary token case without a server error', async () => {
    for (const value of HOSTILE) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: `maria${value}@example.org`, password: 'Camino#2026a' },
      });
      expect(login.statusCode).toBe(400);
      const temp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/generate-temp-token',
        payload: { case: `case${value}` },
      });
      expect(temp.statusCode).toBe(400);
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot/password',
        payload: { identifier: `maria${value}@example.org` },
      });
      expect(forgot.statusCode).toBe(400);
    }
  });

  it('stores names in NFC', async () => {
    const body = newAccountBody({ name: 'Jose\u0301' });
    expect((await signUp(body)).statusCode).toBe(201);
    expect((await findAccountByEmail(t.database.db, body.email))?.name).toBe('José');
  });
});

describe('an account and its activation message', () => {
  it('are saved together: when the message cannot be queued, no account is left behind', async () => {
    const body = newAccountBody();
    const token = await tempToken(t.app);
    const session = await findTempSession(t.database.db, token, t.clock());
    const failingJobs = {
      send: async () => {
        throw new Error('queue unavailable');
      },
    };
    await expect(
      createAccountUseCase(
        {
          db: t.database.db,
          jobs: failingJobs,
          config: t.config,
          now: t.clock(),
          ipHash: null,
          tempSessionMigrations: t.app.moduleHooks.tempSessionMigrations,
        },
        session!,
        { ...body, locale: 'en' },
      ),
    ).rejects.toThrow('queue unavailable');
    expect(await findAccountByEmail(t.database.db, body.email)).toBeNull();
    expect((await signUp(body)).statusCode).toBe(201);
    await t.outbox(body.email);
  });

  it('is sent again on a login with the right password once the first one was lost or expired', async () => {
    const body = newAccountBody();
    expect((await signUp(body)).statusCode).toBe(201);
    const [first] = await t.outbox(body.email, 1);
    const login = (password = body.password) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: body.email, password } });
    // A link on its way keeps working: nothing new is sent.
    expect((await login()).json()).toMatchObject({ reason: 'accountNotActivated' });
    // The message never left (its delivery is not recorded) and ten minutes have passed.
    await t.database.executeSql(
      "DELETE FROM notification_deliveries WHERE idempotency_key LIKE 'activation:%'",
      [],
    );
    t.clock.advance(601);
    expect((await login('Wrong#Password1')).json()).toMatchObject({ reason: 'invalidCredentials' });
    expect((await login()).json()).toMatchObject({ reason: 'accountNotActivated' });
    const [second] = await t.outbox(body.email, 2);
    expect(second!.links[0]).not.toBe(first!.links[0]);
    // At most one per ten minutes, however often the applicant tries.
    await t.database.executeSql(
      "DELETE FROM notification_deliveries WHERE idempotency_key LIKE 'activation:%'",
      [],
    );
    await login();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await t.outbox(body.email, 2)).toHaveLength(2);
  });
});
