import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  createActiveAccount,
  createAuthTestApp,
  loginAs,
  newAccountBody,
} from './test-support';

const REDIRECT_URI = 'http://localhost:3000/api/auth/social/google/callback';

interface TestUser {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

const users = new Map<string, TestUser>();

/** A real OpenID provider on a free local port, with its development login pages. */
async function startIdentityProvider() {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'camino-test',
        client_secret: 'camino-test-secret',
        redirect_uris: [REDIRECT_URI],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, ...users.get(sub) }),
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['camino-test-cookie-key'] },
  });
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Follows the provider's redirects like a browser (cookies included) and signs in as `sub`. */
async function signInAtProvider(authorizationUrl: string, sub: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  };
  let next = new URL(authorizationUrl);
  for (let hop = 0; hop < 20; hop += 1) {
    if (next.href.startsWith(REDIRECT_URI)) return next;
    let response = await fetch(next, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    keep(response);
    if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
      const html = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'login';
      response = await fetch(next, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt, login: sub, password: 'any' }),
      });
      keep(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${next.pathname} with ${response.status}`);
    next = new URL(location, next);
  }
  throw new Error('Too many redirects');
}

let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
let t: AuthTestApp;
beforeAll(async () => {
  idp = await startIdentityProvider();
  t = await createAuthTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'camino-test',
      GOOGLE_CLIENT_SECRET: 'camino-test-secret',
      GOOGLE_ISSUER: idp.issuer,
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

async function socialSignIn(sub: string, options: { bindCookie?: boolean } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/social/google/start?locale=es' });
  expect(start.statusCode).toBe(303);
  const authorizationUrl = new URL(start.headers.location as string);
  expect(authorizationUrl.origin).toBe(idp.issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
  const state = start.cookies.find((cookie) => cookie.name === 'camino_social_state')!.value;
  const callback = await signInAtProvider(authorizationUrl.href, sub);
  return t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: options.bindCookie === false ? {} : { camino_social_state: state },
  });
}

async function accessTokenFrom(callback: Awaited<ReturnType<typeof socialSignIn>>) {
  const refresh = callback.cookies.find((cookie) => cookie.name === 'camino_refresh')!.value;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { camino_refresh: refresh },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

describe('social sign-in through an OpenID provider', () => {
  it('is listed in the client configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.json().socialProviders).toEqual(['google']);
    const facebook = await t.app.inject({ method: 'GET', url: '/api/auth/social/facebook/start' });
    expect(facebook.statusCode).toBe(404);
  });

  it('opens an activated account for a new verified email and signs in', async () => {
    users.set('new-user', {
      email: 'Rosa.Nueva@example.org',
      email_verified: true,
      given_name: 'Rosa',
      family_name: 'Nueva',
    });
    const callback = await socialSignIn('new-user');
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('http://localhost:3000/es/login?social=success');
    const token = await accessTokenFrom(callback);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user).toMatchObject({ name: 'Rosa', lastName: 'Nueva', locale: 'es' });

    // The second time the identity is already linked.
    const again = await socialSignIn('new-user');
    expect(again.headers.location).toBe('http://localhost:3000/es/login?social=success');
    const { rows } = await t.database.executeSql(
      "SELECT count(*)::int AS n FROM accounts WHERE email = 'rosa.nueva@example.org'",
      [],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('links an existing account with the same verified email', async () => {
    const body = await createActiveAccount(t, newAccountBody());
    users.set('existing-user', {
      email: body.email,
      email_verified: true,
      given_name: 'X',
      family_name: 'Y',
    });
    const callback = await socialSignIn('existing-user');
    expect(callback.headers.location).toMatch(/social=success$/);
    const token = await accessTokenFrom(callback);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user).toMatchObject({ name: 'María' });
    await loginAs(t.app, body.email, body.password);
    const { rows } = await t.database.executeSql(
      "SELECT details FROM audit_events WHERE type = 'social_account_linked'",
      [],
    );
    expect(rows).toContainEqual({ details: { provider: 'google' } });
  });

  it('never links on an unverified email', async () => {
    const body = await createActiveAccount(t, newAccountBody());
    users.set('unverified-user', {
      email: body.email,
      email_verified: false,
      given_name: 'X',
      family_name: 'Y',
    });
    const callback = await socialSignIn('unverified-user');
    expect(callback.headers.location).toBe(
      'http://localhost:3000/es/login?social=error&reason=email_not_verified',
    );
    expect(callback.cookies.find((cookie) => cookie.name === 'camino_refresh')?.value ?? '').toBe('');
  });

  it('refuses a callback not started by this browser', async () => {
    users.set('csrf-user', {
      email: 'csrf@example.org',
      email_verified: true,
      given_name: 'C',
      family_name: 'S',
    });
    const callback = await socialSignIn('csrf-user', { bindCookie: false });
    expect(callback.headers.location).toMatch(/social=error&reason=invalid_state$/);
  });
});
