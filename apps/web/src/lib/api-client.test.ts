import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAuth from '../locales/en/auth.json';
import esAuth from '../locales/es/auth.json';
import { z } from 'zod';
import { ApiError, apiRequest, apiSend, RESPONSE_SHAPE } from './api-client';
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
