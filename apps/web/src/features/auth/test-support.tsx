import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { splitLocale } from '@camino/contracts';
import enAuth from '../../locales/en/auth.json';
import esAuth from '../../locales/es/auth.json';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import { contractViolation, failTest } from '../../test/mock-api';
import { ToastProvider } from '../../ui/toast/toast-provider';

type Answer = Response | { status: number; body: object } | object;
type Route = (body: Record<string, unknown>, init: RequestInit) => Answer | Promise<Answer>;

export const problem = (status: number, code: string, extra: object = {}) => ({
  status,
  body: { type: `urn:camino:problem:${code}`, title: code, status, code, ...extra },
});

/**
 * Stubs fetch at the network boundary with routes such as `'POST /api/auth/login'`; client-config
 * answers with no social providers unless a route says otherwise, anything else is a 404 problem.
 */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const route =
      routes[key] ??
      (key === 'GET /api/client-config'
        ? () => ({ devPages: false, outbox: false, socialProviders: [] })
        : null);
    if (!route) return Response.json(problem(404, 'NOT_FOUND').body, { status: 404 });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const answer = await route(body, init);
    if (answer instanceof Response) return answer;
    if ('status' in answer && 'body' in answer && typeof answer.status === 'number')
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    const method = init.method ?? 'GET';
    const violation = contractViolation(method, new URL(String(input), 'http://localhost').pathname, answer);
    if (violation) failTest(violation);
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

export function resetAuthTestState() {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
}

/** Renders a screen at `path` in the language of its prefix, with the auth catalogs loaded. */
export async function renderScreen(Screen: ComponentType, path: string, state?: unknown) {
  i18n.addResourceBundle('en', 'auth', enAuth, true, true);
  i18n.addResourceBundle('es', 'auth', esAuth, true, true);
  await i18n.changeLanguage(splitLocale(path.split('?')[0]!).locale);
  const router = createMemoryRouter([{ path: '*', Component: Screen }], {
    initialEntries: [
      state
        ? { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }
        : path,
    ],
  });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}
