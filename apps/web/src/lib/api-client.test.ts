import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAuth from '../locales/en/auth.json';
import esAuth from '../locales/es/auth.json';
import { ApiError, apiRequest } from './api-client';
import { i18n } from './i18n';
import { AUTH_STORAGE_KEY } from './session/token-store';
import { resetSessionManager } from './session/session-store';

const problem = (status: number, body: object) =>
  new Response(JSON.stringify({ type: 'urn:camino:problem', title: 't', status, ...body }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

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
    await apiRequest('/x', { fetch: fetchImpl });
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'full', tempToken: 'tmp' }));
    await apiRequest('/y', { fetch: fetchImpl });
    await apiRequest('/z', { fetch: fetchImpl, auth: 'temp' });
    const headers = fetchImpl.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers.map((h) => (h as Record<string, string>).Authorization)).toEqual([
      'Bearer temp tmp',
      'Bearer full',
      'Bearer temp tmp',
    ]);
  });

  it('retries an idempotent call twice, then gives up', async () => {
    const fetchImpl = vi.fn(async () => problem(503, { code: 'UNAVAILABLE' }));
    const call = apiRequest('/slow', { fetch: fetchImpl }).catch((error: unknown) => error);
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
    const call = apiRequest<{ value: number }>('/flaky', { fetch: fetchImpl });
    await vi.runAllTimersAsync();
    expect(await call).toEqual({ value: 1 });
  });

  it('never repeats a POST on its own', async () => {
    const fetchImpl = vi.fn(async () => problem(500, { code: 'INTERNAL' }));
    await expect(apiRequest('/once', { fetch: fetchImpl, body: {} })).rejects.toBeInstanceOf(ApiError);
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
    const error = (await apiRequest('/auth/login', { fetch: fetchImpl, body: {} }).catch(
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
    const error = (await apiRequest('/auth/createAccount', { fetch: fetchImpl, body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'This email is already in use.' }]);
    expect(error.fields).toEqual(['email']);
    expect(error.message).toBe('This email is already in use.');
  });

  it('ends the temporary session when a pre-account call is refused', async () => {
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ tempToken: 'tmp' }));
    const fetchImpl = vi.fn(async () =>
      problem(401, { code: 'UNAUTHORIZED', reason: 'temporarySessionRequired' }),
    );
    await expect(apiRequest('/answers', { fetch: fetchImpl, body: {}, auth: 'temp' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(window.sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('reports an unreachable server in the user language', async () => {
    await i18n.changeLanguage('es');
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('offline')));
    const call = apiRequest('/x', { fetch: fetchImpl, retries: 0 }).catch((e: unknown) => e);
    expect(await call).toMatchObject({
      code: 'NETWORK',
      message: 'No pudimos conectarnos con Camino. Revise su conexión e inténtelo de nuevo.',
    });
  });
});
