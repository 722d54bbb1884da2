import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import { AUTH_STORAGE_KEY } from '../lib/session/token-store';
import { resetSessionManager } from '../lib/session/session-store';
import { SESSION_STORAGE_KEY } from '../lib/session/storage-session-source';
import { ToastProvider } from '../ui/toast/toast-provider';
import { buildRoutes } from './router';
import type * as RouteModulesModule from './route-modules';

function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

const where = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

// Credentials live in this tab's sessionStorage; the journey fields in localStorage.
function storeSession({ token, tokenExpiration, tempToken, ...journey }: Record<string, unknown>) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(journey));
  window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, tokenExpiration, tempToken }));
}

describe('router', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetSessionManager();
    document.cookie = 'lang=; Max-Age=0; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('renders the home landing with its call to action', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Prepare your immigration case/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('home-start')).toHaveAttribute('href', '/pre-questionnaire');
    await waitFor(() => expect(document.title).toBe('Prepare your immigration case · Camino'));
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/', 'home'],
    ['/help', 'dashboard'],
    ['/login', 'default'],
    ['/pre-questionnaire', 'initial-page'],
    ['/referral', 'referral'],
    ['/es/activate-account', 'empty'],
  ])('wraps %s in the %s layout', async (path, layout) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector(`[data-layout="${layout}"]`)).not.toBeNull();
  });

  it('keeps the questionnaire layout focused: no navigation, no footer links', async () => {
    storeSession({ tempToken: 'tmp' });
    renderApp('/questionnaire');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-layout="questionnaire"]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders Spanish pages under /es with Spanish titles and html lang', async () => {
    renderApp('/es/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicie sesión en Camino' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Camino'));
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByTestId('language-switch')).toHaveAttribute('href', '/login');
  });

  it('titles pages in English', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Camino' });
    await waitFor(() => expect(document.title).toBe('Log in · Camino'));
  });

  it('shows the 404 page for an unknown path, in the path language', async () => {
    renderApp('/es/no-existe');
    expect(await screen.findByText('Página no encontrada: /es/no-existe')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es');
  });

  it('shows the 404 page when a parameter fails the table', async () => {
    storeSession({ tempToken: 'tmp', eligibility: 'eligible' });
    renderApp('/explore-your-options/not-a-strategy');
    expect(
      await screen.findByText('Page Not Found: /explore-your-options/not-a-strategy'),
    ).toBeInTheDocument();
  });

  it('accepts a valid parameter', async () => {
    storeSession({ tempToken: 'tmp', eligibility: 'eligible' });
    renderApp('/explore-your-options/tvisa');
    expect(await screen.findByRole('heading', { level: 1, name: /T visa/ })).toBeInTheDocument();
  });

  it('sends a visitor from a private page to login and keeps where they were going', async () => {
    const router = renderApp('/es/case-dashboard?tab=docs');
    await waitFor(() => expect(where(router)).toBe('/es/login?next=%2Fes%2Fcase-dashboard%3Ftab%3Ddocs'));
  });

  it('sends someone without a temporary session to the pre-questionnaire', async () => {
    const router = renderApp('/es/questionnaire');
    await waitFor(() => expect(where(router)).toBe('/es/pre-questionnaire'));
  });

  it('follows the eligibility outcome', async () => {
    storeSession({ tempToken: 'tmp', eligibility: 'not-eligible' });
    const router = renderApp('/great-news');
    await waitFor(() => expect(where(router)).toBe('/no-eligibility-submit'));
  });

  it('asks the navigation rules, and falls back to the dashboard when they fail', async () => {
    storeSession({ token: 'full', paid: true, canAccessMyCase: true, canAccessPayment: false });
    const router = renderApp('/es/pay');
    await waitFor(() => expect(where(router)).toBe('/es/case-dashboard'));
    expect(fetch).toHaveBeenCalledWith('/api/param-navigation-rules', expect.anything());
  });

  it('never loops when the fallback page turns the user away too', async () => {
    storeSession({ token: 'full', paid: false });
    const router = renderApp('/es/contract');
    await waitFor(() => expect(where(router)).toBe('/es'));
  });

  it('goes where the navigation rules say', async () => {
    storeSession({ token: 'full', canAccessMyCase: false, paid: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          route: '/document-landing',
          hasCorrectionRequest: false,
          isFinalReview: false,
          access: { paid: true, canAccessPayment: false, canAccessMyCase: false },
        }),
      ),
    );
    const router = renderApp('/case-dashboard');
    await waitFor(() => expect(where(router)).toBe('/document-landing'));
  });

  it('trusts the server over a stored flag: an overdue installment closes paid pages', async () => {
    storeSession({ token: 'full', paid: true, canAccessMyCase: true, canAccessPayment: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          route: '/pay',
          hasCorrectionRequest: false,
          isFinalReview: false,
          access: { paid: false, canAccessPayment: true, canAccessMyCase: false },
        }),
      ),
    );
    const router = renderApp('/case-dashboard');
    await waitFor(() => expect(where(router)).toBe('/pay'));
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      paid: false,
      canAccessPayment: true,
    });
  });

  it('lets in an applicant the server says has paid, though this device had no flag', async () => {
    storeSession({ token: 'full' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          route: '/start-application',
          hasCorrectionRequest: false,
          isFinalReview: false,
          access: { paid: true, canAccessPayment: false, canAccessMyCase: true },
        }),
      ),
    );
    const router = renderApp('/start-application');
    await screen.findByRole('heading', { level: 1 });
    expect(where(router)).toBe('/start-application');
  });

  it('lets a paid user into a paid page with its breadcrumb', async () => {
    storeSession({ token: 'full', paid: true });
    renderApp('/my-request/request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask for a change' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('My requests');
    expect(crumbs).toHaveTextContent('Send a request');
  });

  it('redirects the root to Spanish when the visitor chose it', async () => {
    document.cookie = 'lang=es; Path=/';
    const router = renderApp('/');
    await waitFor(() => expect(where(router)).toBe('/es'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Prepare su caso migratorio/ }),
    ).toBeInTheDocument();
  });

  it('hides the design system unless the server enables developer pages', async () => {
    renderApp('/design-system');
    expect(await screen.findByText('Page Not Found: /design-system')).toBeInTheDocument();
  });

  it('shows the design system when developer pages are on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ devPages: true, outbox: false, socialProviders: [] })),
    );
    renderApp('/es/design-system');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sistema de diseño' })).toBeInTheDocument();
    expect(screen.getByTestId('ds-open-modal')).toBeInTheDocument();
  });

  it('renders nothing for crawlers on the error page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    renderApp('/nope');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByTestId('error-page')).toBeNull();
  });
});

describe('stale chunks', () => {
  afterEach(() => vi.doUnmock('./route-modules'));

  it('turns a failed page chunk into the page error boundary, which reloads once', async () => {
    vi.resetModules();
    vi.doMock('./route-modules', async (importOriginal) => {
      const actual = await importOriginal<typeof RouteModulesModule>();
      return {
        ...actual,
        routeModules: {
          ...actual.routeModules,
          help: () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/help.js')),
        },
      };
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/help' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.clear();
    const { buildRoutes: build } = await import('./router');
    const router = createMemoryRouter(build(), { initialEntries: ['/help'] });
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('camino.chunk-reload:/help')).not.toBeNull();
    vi.unstubAllGlobals();
  });
});
