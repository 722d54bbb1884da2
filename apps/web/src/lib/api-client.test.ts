import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAuth from '../locales/en/auth.json';
import esAuth from '../locales/es/auth.json';
import { z } from 'zod';
import { ApiError, apiRequest, apiRequestIfChanged, apiSend, RESPONSE_SHAPE } from './api-client';
import { i18n } from './i18n';
import { AUTH_STORAGE_KEY } from './session/token-store';
import { resetSessionManager } from './session/session-store';

const problem = (status: number, body: object) =>
  new Response(JSON.stringify({ type: 'urn:camino:problem', title: 't', status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

const anything = z.unknown();

describe('api client', () => {
  beforeEach(() => {
    i18n.addResourceBundle('en', 'auth', enAuth, true, true);
    i18n.addResourceBundle('es', 'auth', esAuth, true, true);
    window.sessionStorage.clear();
    resetSessionManager();
    vi.useFakeTimers();
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('sends the full token, or the temporary one with the "Bearer temp" form', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ok: true }));
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ tempToken: 'tmp' }));
    await apiRequest('/x', { schema: anything, fetch: fetchImpl });
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'full', tempToken: 'tmp' }));
    await apiRequest('/y', { schema: anything, fetch: fetchImpl });
    await apiRequest('/z', { schema: anything, fetch: fetchImpl, auth: 'temp' });
    const headers = fetchImpl.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers.map((h) => (h as Record<string, string>).Authorization)).toEqual([
      'Bearer temp tmp',
      'Bearer full',
      'Bearer temp tmp',
    ]);
  });

  it('retries an idempotent call twice, then gives up', async () => {
    const fetchImpl = vi.fn(async () => problem(503, { code: 'UNAVAILABLE' }));
    const call = apiRequest('/slow', { schema: anything, fetch: fetchImpl }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('UNAVAILABLE');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('retries a network failure and returns the answer that arrives', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ value: 1 }));
    const call = apiRequest('/flaky', { schema: z.object({ value: z.number() }), fetch: fetchImpl });
    await vi.runAllTimersAsync();
    expect(await call).toEqual({ value: 1 });
  });

  it('never repeats a POST on its own', async () => {
    const fetchImpl = vi.fn(async () => problem(500, { code: 'INTERNAL' }));
    await expect(
      apiRequest('/once', { schema: anything, fetch: fetchImpl, body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Login could not be completed. Verify your credentials and try again.'],
    ['es', 'No se pudo iniciar sesión. Verifique sus datos e inténtelo de nuevo.'],
  ])('maps a problem reason to the spec message in %s', async (language, text) => {
    await i18n.changeLanguage(language);
    const fetchImpl = vi.fn(async () =>
      problem(401, { code: 'UNAUTHORIZED', reason: 'invalidCredentials', detail: 'english' }),
    );
    const error = (await apiRequest('/auth/login', { schema: anything, fetch: fetchImpl, body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      reason: 'invalidCredentials',
      message: text,
    });
  });

  it('keeps field errors and the conflicting fields', async () => {
    const fetchImpl = vi.fn(async () =>
      problem(409, {
        code: 'CONFLICT',
        reason: 'emailInUse',
        fields: ['email'],
        errors: [{ path: 'body.email', message: 'This email is already in use.' }],
      }),
    );
    const error = (await apiRequest('/auth/createAccount', {
      schema: anything,
      fetch: fetchImpl,
      body: {},
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'This email is already in use.' }]);
    expect(error.fields).toEqual(['email']);
    expect(error.message).toBe('This email is already in use.');
  });

  it('ends the temporary session when a pre-account call is refused', async () => {
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ tempToken: 'tmp' }));
    const fetchImpl = vi.fn(async () =>
      problem(401, { code: 'UNAUTHORIZED', reason: 'temporarySessionRequired' }),
    );
    await expect(
      apiRequest('/answers', { schema: anything, fetch: fetchImpl, body: {}, auth: 'temp' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(window.sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('leaves the temporary session open when the caller answers the refusal itself', async () => {
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ tempToken: 'tmp' }));
    const fetchImpl = vi.fn(async () => problem(401, { code: 'UNAUTHORIZED' }));
    await expect(
      apiRequest('/answers', {
        schema: anything,
        fetch: fetchImpl,
        auth: 'temp',
        keepTemporarySession: true,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(JSON.parse(window.sessionStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toEqual({ tempToken: 'tmp' });
  });

  it('reports an unreachable server in the user language', async () => {
    await i18n.changeLanguage('es');
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('offline')));
    const call = apiRequest('/x', { schema: anything, fetch: fetchImpl, retries: 0 }).catch(
      (e: unknown) => e,
    );
    expect(await call).toMatchObject({
      code: 'NETWORK',
      message: 'No pudimos conectarnos con Camino. Revise su conexión e inténtelo de nuevo.',
    });
  });

  it('refuses an answer that is not what its contract says, with a code the screens show as the generic error', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ value: 'one' }));
    const error = (await apiRequest('/drifted', {
      schema: z.object({ value: z.number() }),
      fetch: fetchImpl,
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(RESPONSE_SHAPE);
    expect(error.extensions.path).toBe('/drifted');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('returns the parsed answer, without what the contract does not name', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ value: 1, extra: true }));
    await expect(
      apiRequest('/x', { schema: z.object({ value: z.number() }), fetch: fetchImpl }),
    ).resolves.toEqual({ value: 1 });
  });

  it('sends a call for its effect only and reads no answer', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(apiSend('/thing', { method: 'DELETE', fetch: fetchImpl })).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledWith('/api/thing', expect.objectContaining({ method: 'DELETE' }));
  });

  it('sends a file as it is, with its own type', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ uploaded: true }),
    );
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    await apiRequest('/file', { schema: anything, method: 'PUT', body: file, fetch: fetchImpl, retries: 0 });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');
  });
});

const sentHeaders = (fetchImpl: ReturnType<typeof vi.fn>, index = 0) =>
  (fetchImpl.mock.calls[index] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

describe('conditional requests', () => {
  const schema = z.object({ value: z.number() });
  beforeEach(() => {
    window.sessionStorage.clear();
    resetSessionManager();
  });

  it('says the copy still holds when the server answers 304 to its ETag', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 304 }));
    await expect(apiRequestIfChanged('/flow', { schema, etag: '"v1"', fetch: fetchImpl })).resolves.toEqual({
      changed: false,
    });
    expect(sentHeaders(fetchImpl)['If-None-Match']).toBe('"v1"');
    expect(fetchImpl).toHaveBeenCalledWith('/api/flow', expect.objectContaining({ method: 'GET' }));
  });

  it('returns a new answer, parsed, with its ETag', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ value: 2, extra: true }, { headers: { ETag: '"v2"' } }),
    );
    await expect(apiRequestIfChanged('/flow', { schema, etag: '"v1"', fetch: fetchImpl })).resolves.toEqual({
      changed: true,
      data: { value: 2 },
      etag: '"v2"',
    });
  });

  it('asks unconditionally without an ETag, and a 304 is then an error', async () => {
    const fresh = vi.fn(async () => Response.json({ value: 1 }));
    await expect(apiRequestIfChanged('/flow', { schema, etag: null, fetch: fresh })).resolves.toEqual({
      changed: true,
      data: { value: 1 },
      etag: null,
    });
    expect(sentHeaders(fresh)).not.toHaveProperty('If-None-Match');

    const notModified = vi.fn(async () => new Response(null, { status: 304 }));
    await expect(apiRequestIfChanged('/flow', { schema, fetch: notModified })).rejects.toMatchObject({
      status: 304,
    });
  });

  it('refuses a new answer that is not what its contract says', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ value: 'one' }, { headers: { ETag: '"v2"' } }));
    const error = (await apiRequestIfChanged('/flow', { schema, etag: '"v1"', fetch: fetchImpl }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(RESPONSE_SHAPE);
    expect(error.extensions.path).toBe('/flow');
  });

  it('rethrows the abort of a cancelled call rather than reporting the network', async () => {
    const controller = new AbortController();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const fetchImpl = vi.fn(async () => {
      controller.abort(aborted);
      throw aborted;
    });
    await expect(
      apiRequestIfChanged('/flow', { schema, etag: '"v1"', fetch: fetchImpl, signal: controller.signal }),
    ).rejects.toBe(aborted);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reports a refusal and a network failure like any call', async () => {
    const refused = vi.fn(async () => problem(404, { code: 'NOT_FOUND' }));
    await expect(
      apiRequestIfChanged('/flow', { schema, etag: '"v1"', fetch: refused, retries: 0 }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      apiRequestIfChanged('/flow', { schema, etag: '"v1"', fetch: offline, retries: 0 }),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
