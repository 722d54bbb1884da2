import { describe, expect, it, vi } from 'vitest';
import { createAuthClient, localExpiration, toExpiration } from './auth-client';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function client(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    respond(String(input), init),
  );
  return { fetchImpl, auth: createAuthClient(fetchImpl as typeof fetch, () => NOW) };
}

describe('auth client', () => {
  it('reads a refreshed token and measures its expiry against the server clock', async () => {
    const serverNow = NOW - 5 * 60_000;
    const { auth } = client(() =>
      Response.json(
        { token: 'new', tokenExpiration: new Date(serverNow + 60_000).toISOString() },
        { headers: { date: new Date(serverNow).toUTCString() } },
      ),
    );
    expect(await auth.refresh()).toEqual({ kind: 'ok', token: 'new', tokenExpiration: NOW + 60_000 });
  });

  it('tells a refused refresh from a network failure or a server error', async () => {
    expect(await client(() => new Response(null, { status: 401 })).auth.refresh()).toEqual({
      kind: 'rejected',
    });
    expect(await client(() => Response.json({})).auth.refresh()).toEqual({ kind: 'rejected' });
    expect(await client(() => new Response(null, { status: 503 })).auth.refresh()).toEqual({
      kind: 'network',
    });
    const offline = client(() => Promise.reject(new TypeError('offline')));
    expect(await offline.auth.refresh()).toEqual({ kind: 'network' });
  });

  it('says a token is invalid only on a 401', async () => {
    expect(await client(() => new Response(null, { status: 401 })).auth.validate('t')).toEqual({
      kind: 'invalid',
    });
    expect(await client(() => new Response(null, { status: 500 })).auth.validate('t')).toEqual({
      kind: 'unknown',
    });
    const offline = client(() => Promise.reject(new TypeError('offline')));
    expect(await offline.auth.validate('t')).toEqual({ kind: 'unknown' });
  });

  it('sends the logout with keepalive when asked, and never throws', async () => {
    const { auth, fetchImpl } = client(() => Promise.reject(new TypeError('offline')));
    await expect(auth.logout('Bearer temp x', { keepalive: true })).resolves.toBeUndefined();
    const init = fetchImpl.mock.calls[0]![1] as RequestInit;
    expect(init.keepalive).toBe(true);
    expect(init.headers).toEqual({ Authorization: 'Bearer temp x' });
  });

  it('accepts an ISO date or epoch milliseconds as an expiry', () => {
    expect(toExpiration(NOW)).toBe(NOW);
    expect(toExpiration(new Date(NOW).toISOString())).toBe(NOW);
    expect(toExpiration('soon')).toBeUndefined();
    expect(localExpiration(NOW, null, 0)).toBe(NOW);
  });
});
