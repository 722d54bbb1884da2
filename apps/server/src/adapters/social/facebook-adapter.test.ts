import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../../modules/accounts/test-support';

const APP_SECRET = 'facebook-test-secret';

/** A local server shaped like Facebook's login dialog, token endpoint and Graph `/me`. */
async function startFakeFacebook() {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Map<string, { id: string; email?: string }>();
  let nextUser: { id: string; email?: string } = { id: '1' };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://facebook.test');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/dialog/oauth') {
      const code = `code-${codes.size + 1}`;
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge')!,
        redirectUri: url.searchParams.get('redirect_uri')!,
      });
      tokens.set(`token-${code}`, nextUser);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.search = new URLSearchParams({ code, state: url.searchParams.get('state')! }).toString();
      response.writeHead(302, { location: back.href }).end();
    } else if (url.pathname === '/v21.0/oauth/access_token') {
      const code = codes.get(url.searchParams.get('code')!);
      const verifier = url.searchParams.get('code_verifier') ?? '';
      const ok =
        code &&
        url.searchParams.get('client_secret') === APP_SECRET &&
        url.searchParams.get('redirect_uri') === code.redirectUri &&
        createHash('sha256').update(verifier).digest('base64url') === code.challenge;
      if (!ok) return json(400, { error: { message: 'Invalid verification code', code: 100 } });
      json(200, {
        access_token: `token-${url.searchParams.get('code')}`,
        token_type: 'bearer',
        expires_in: 5000,
      });
    } else if (url.pathname === '/v21.0/me') {
      const token = url.searchParams.get('access_token')!;
      const proof = createHmac('sha256', APP_SECRET).update(token).digest('hex');
      const user = tokens.get(token);
      if (!user || url.searchParams.get('appsecret_proof') !== proof)
        return json(400, { error: { code: 190 } });
      json(200, { ...user, first_name: 'Lucía', last_name: 'Ramos' });
    } else {
      json(404, {});
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    setUser: (user: { id: string; email?: string }) => (nextUser = user),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;
let t: AuthTestApp;
beforeAll(async () => {
  facebook = await startFakeFacebook();
  t = await createAuthTestApp({
    env: {
      FACEBOOK_CLIENT_ID: 'fb-app',
      FACEBOOK_CLIENT_SECRET: APP_SECRET,
      FACEBOOK_AUTHORIZATION_URL: `${facebook.base}/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${facebook.base}/v21.0`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await facebook.close();
});

async function signIn() {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/social/facebook/start' });
  expect(start.statusCode).toBe(303);
  const state = start.cookies.find((cookie) => cookie.name === 'camino_social_state')!.value;
  const dialog = await fetch(start.headers.location as string, { redirect: 'manual' });
  const callback = new URL(dialog.headers.get('location')!);
  return t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: { camino_social_state: state },
  });
}

describe('Facebook sign-in', () => {
  it('signs in through the code flow with PKCE and the Graph profile', async () => {
    facebook.setUser({ id: 'fb-1', email: 'Lucia@Example.org' });
    const callback = await signIn();
    expect(callback.headers.location).toBe('http://localhost:3000/login?social=success');
    const { rows } = await t.database.executeSql(
      "SELECT name, last_name, activated_at IS NOT NULL AS active FROM accounts WHERE email = 'lucia@example.org'",
      [],
    );
    expect(rows).toEqual([{ name: 'Lucía', last_name: 'Ramos', active: true }]);
  });

  it('cannot open an account without an email', async () => {
    facebook.setUser({ id: 'fb-2' });
    const callback = await signIn();
    expect(callback.headers.location).toBe(
      'http://localhost:3000/login?social=error&reason=email_not_verified',
    );
  });
});
