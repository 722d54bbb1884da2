import { splitLocale } from '@camino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import enWorkspace from '../../locales/en/workspace.json';
import esWorkspace from '../../locales/es/workspace.json';

type Answer = { status: number; body: unknown } | object;
type Route = (url: URL, body: unknown) => Answer;

/** Stubs fetch with routes such as `'GET /api/dashboard'` (matched without the query); others are 404. */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = route ? route(url, body) : { status: 404, body: { code: 'NOT_FOUND' } };
    const [status, payload] =
      'status' in answer && 'body' in answer && typeof answer.status === 'number'
        ? [answer.status, answer.body]
        : [200, answer];
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders a screen at `path` with a fresh query cache, a signed-in session and the workspace catalog. */
export async function renderScreen(Screen: ComponentType, path: string) {
  window.sessionStorage.setItem('camino.auth', JSON.stringify({ token: 'token-1' }));
  i18n.addResourceBundle('en', 'workspace', enWorkspace, true, true);
  i18n.addResourceBundle('es', 'workspace', esWorkspace, true, true);
  await i18n.changeLanguage(splitLocale(path).locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
