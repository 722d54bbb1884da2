import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, requireTempSession, requireUser } from './index';
import {
  type AuthTestApp,
  createActiveAccount,
  createAuthTestApp,
  loginAs,
  newAccountBody,
  tempToken,
} from './test-support';

/** Routes of an imaginary module using the auth hooks. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/pre-account', async (request) => {
    const caller = await requireTempSession(request);
    return { kind: caller.kind, strategy: caller.kind === 'temp' ? caller.session.strategy : null };
  });
  app.get('/probe/applicant', async (request) => ({ accountId: (await requireUser(request)).accountId }));
  app.get('/probe/maybe', async (request) => ({ signedIn: (await getUser(request)) !== null }));
};

let logs = '';
let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({
    env: { LOG_LEVEL: 'debug' },
    routes: [probeRoutes],
    logDestination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString('utf8');
        done();
      },
    }),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, cookies });

describe('auth hooks for other modules', () => {
  it('requireTempSession takes the Bearer temp header, the cookie, or a full token', async () => {
    const temp = await tempToken(t.app, { strategy: 'vawach' });
    expect((await get('/api/probe/pre-account', { authorization: `Bearer temp ${temp}` })).json()).toEqual({
      kind: 'temp',
      strategy: 'vawach',
    });
    expect((await get('/api/probe/pre-account', {}, { camino_temp: temp })).json()).toMatchObject({
      kind: 'temp',
    });

    const body = await createActiveAccount(t);
    const { token } = await loginAs(t.app, body.email, body.password);
    expect((await get('/api/probe/pre-account', { authorization: `Bearer ${token}` })).json()).toMatchObject({
      kind: 'user',
    });

    const none = await get('/api/probe/pre-account');
    expect(none.statusCode).toBe(401);
    expect((await get('/api/probe/pre-account', { authorization: 'Bearer temp unknown' })).statusCode).toBe(
      401,
    );
  });

  it('requireUser and getUser read the access token; a temporary token is not a user', async () => {
    const body = await createActiveAccount(t);
    const { token } = await loginAs(t.app, body.email, body.password);
    expect((await get('/api/probe/applicant', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await get('/api/probe/maybe', { authorization: `Bearer ${token}` })).json()).toEqual({
      signedIn: true,
    });
    expect((await get('/api/probe/maybe')).json()).toEqual({ signedIn: false });
    const temp = await tempToken(t.app);
    expect((await get('/api/probe/applicant', { authorization: `Bearer temp ${temp}` })).statusCode).toBe(
      401,
    );
  });

  it('never writes passwords, tokens or contact details to the logs', async () => {
    const body = newAccountBody();
    await createActiveAccount(t, body);
    const { token, refresh } = await loginAs(t.app, body.email, body.password);
    await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { camino_refresh: refresh } });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/password',
      payload: { identifier: body.email },
    });
    await t.outbox(body.email, 2);
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [body.password, token, refresh, body.email, body.phone])
      expect(logs).not.toContain(secret);
    const [message] = await t.outbox(body.email, 2);
    expect(logs).not.toContain(new URL(message!.links[0]!).searchParams.get('token'));
  });
});
