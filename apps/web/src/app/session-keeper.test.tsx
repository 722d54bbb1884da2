import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import { ToastProvider } from '../ui/toast/toast-provider';
import { createSessionManager, type SessionManager } from '../lib/session/session-manager';
import { SessionKeeper } from './session-keeper';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function setup(path: string, fetchImpl: typeof fetch) {
  const manager = createSessionManager({
    fetch: fetchImpl,
    tabStorage: window.sessionStorage,
    sharedStorage: window.localStorage,
    channel: null,
    withRefreshLock: (task) => task(),
    target: new EventTarget(),
  });
  const router = createMemoryRouter([{ path: '*', element: <SessionKeeper manager={manager} /> }], {
    initialEntries: [path],
  });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { manager, router };
}

describe('SessionKeeper', () => {
  let manager: SessionManager | null = null;
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, shouldAdvanceTime: false });
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(async () => {
    manager?.dispose();
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('warns a minute before the inactivity limit and keeps the session on "Stay signed in"', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ok: true }));
    const app = setup('/case-dashboard', fetchImpl);
    manager = app.manager;
    await act(async () => {
      await app.manager.start();
      app.manager.signIn({ token: 'tok', tokenExpiration: T0 + 3_600_000 });
    });
    await act(() => vi.advanceTimersByTimeAsync(840_000 + 20));
    expect(screen.getByTestId('idle-warning')).toHaveAttribute('open');
    await act(async () => screen.getByRole('button', { name: 'Stay signed in' }).click());
    expect(screen.getByTestId('idle-warning')).not.toHaveAttribute('open');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(app.router.state.location.pathname).toBe('/case-dashboard');
    expect(app.manager.read().token).toBe('tok');
  });

  it('goes to the Spanish login page after 900 s without activity', async () => {
    await i18n.changeLanguage('es');
    const fetchImpl = vi.fn(async () => Response.json({ ok: true }));
    const app = setup('/es/case-dashboard', fetchImpl);
    manager = app.manager;
    await act(async () => {
      await app.manager.start();
      app.manager.signIn({ token: 'tok', tokenExpiration: T0 + 3_600_000 });
    });
    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(app.router.state.location.pathname).toBe('/es/login');
    expect(app.manager.read().token).toBeUndefined();
  });

  it.each([
    ['en', '/contract', 'Invalid token'],
    ['es', '/es/contract', 'Token no válido'],
  ])('shows the invalid-token message in %s and goes to login', async (language, path, text) => {
    await i18n.changeLanguage(language);
    window.sessionStorage.setItem(
      'camino.auth',
      JSON.stringify({ token: 'tok', tokenExpiration: T0 + 600_000 }),
    );
    const fetchImpl = vi.fn(async () => Response.json({ code: 'UNAUTHORIZED' }, { status: 401 }));
    const app = setup(path, fetchImpl);
    manager = app.manager;
    await act(() => app.manager.start());
    expect(screen.getByText(text)).toBeInTheDocument();
    const prefix = language === 'es' ? '/es' : '';
    expect(`${app.router.state.location.pathname}${app.router.state.location.search}`).toBe(
      `${prefix}/login?next=${encodeURIComponent(path)}`,
    );
  });

  it('sends a visitor whose temporary session ended to the home page', async () => {
    window.sessionStorage.setItem('camino.auth', JSON.stringify({ tempToken: 'tmp' }));
    const app = setup(
      '/es/questionnaire',
      vi.fn(async () => Response.json({})),
    );
    manager = app.manager;
    await act(async () => {
      await app.manager.start();
      app.manager.endTemporarySession();
    });
    expect(app.router.state.location.pathname).toBe('/es');
  });
});
