import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionManager, type SessionEvent, type SessionManager } from './session-manager';
import { SESSION_TIMING } from './session-timing';
import type { TabChannel, TabMessage } from './tab-channel';
import { AUTH_STORAGE_KEY, LAST_ACTIVITY_KEY, SIGNED_IN_HINT_KEY } from './token-store';
import { memoryStorage } from '../../test/memory-storage';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function fakeFetch(handlers: Record<string, Handler>) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const handler = handlers[url];
    if (!handler) return new Response('{}', { status: 404 });
    return handler(url, init);
  });
}

/** The logout a quick exit sends: the server also forgets what the applicant asked Camino. */
const QUICK_EXIT_LOGOUT = '/api/auth/logout?quickExit=true';

const tokenResponse = (token: string, expiresInMs: number) =>
  Response.json({ token, tokenExpiration: new Date(Date.now() + expiresInMs).toISOString() });

/** Two or more managers in one test talk through this, like tabs over BroadcastChannel. */
function fakeBus() {
  const listeners = new Set<(message: TabMessage) => void>();
  return (): TabChannel => {
    let mine: ((message: TabMessage) => void) | null = null;
    return {
      post: (message) => listeners.forEach((listener) => listener !== mine && listener(message)),
      listen: (listener) => {
        mine = (message) => listener(structuredClone(message));
        listeners.add(mine);
        return () => listeners.delete(mine!);
      },
    };
  };
}

const managers: SessionManager[] = [];

function tab(
  fetchImpl: ReturnType<typeof fakeFetch>,
  options: { channel?: TabChannel; tabStorage?: Storage } = {},
) {
  const manager = createSessionManager({
    fetch: fetchImpl,
    tabStorage: options.tabStorage ?? memoryStorage(),
    sharedStorage: window.localStorage,
    channel: options.channel ?? null,
    withRefreshLock: (task) => task(),
    target: new EventTarget(),
  });
  const events: SessionEvent[] = [];
  manager.on((event) => events.push(event));
  managers.push(manager);
  return { manager, events };
}

const signedOut = (events: SessionEvent[]) =>
  events.filter((event) => event.type === 'signed-out').map((event) => 'reason' in event && event.reason);

describe('session manager', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    window.localStorage.clear();
  });
  afterEach(() => {
    managers.splice(0).forEach((manager) => manager.dispose());
    vi.useRealTimers();
  });

  it('keeps the token in the tab storage only, never in localStorage', () => {
    const tabStorage = memoryStorage();
    const { manager } = tab(fakeFetch({}), { tabStorage });
    manager.signIn({ token: 'secret', tokenExpiration: T0 + 15 * MINUTE });
    expect(JSON.parse(tabStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ token: 'secret' });
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('secret');
    expect(manager.read().token).toBe('secret');
  });

  it('refreshes on load a token expiring within 120 s', async () => {
    const tabStorage = memoryStorage();
    tabStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'old', tokenExpiration: T0 + 119_000 }));
    const fetchImpl = fakeFetch({ '/api/auth/refresh': () => tokenResponse('new', 15 * MINUTE) });
    const { manager } = tab(fetchImpl, { tabStorage });
    await manager.start();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/auth/refresh');
    expect(manager.read().token).toBe('new');
  });

  it('validates on load a token with more than 120 s left', async () => {
    const tabStorage = memoryStorage();
    tabStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'tok', tokenExpiration: T0 + 121_000 }));
    const fetchImpl = fakeFetch({
      '/api/auth/validate-token': (_url, init) => {
        expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
        return Response.json({ valid: true, tokenExpiration: new Date(T0 + 121_000).toISOString() });
      },
    });
    const { manager } = tab(fetchImpl, { tabStorage });
    await manager.start();
    expect(fetchImpl.mock.calls.map((call) => call[0])).toEqual(['/api/auth/validate-token']);
    expect(manager.read().token).toBe('tok');
  });

  it('re-checks 30 s before expiry, which then refreshes', async () => {
    const fetchImpl = fakeFetch({ '/api/auth/refresh': () => tokenResponse('second', 15 * MINUTE) });
    const { manager } = tab(fetchImpl);
    await manager.start();
    manager.signIn({ token: 'first', tokenExpiration: T0 + 15 * MINUTE });
    await vi.advanceTimersByTimeAsync(15 * MINUTE - SESSION_TIMING.recheckBeforeExpiryMs - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl.mock.calls.map((call) => call[0])).toEqual(['/api/auth/refresh']);
    expect(manager.read().token).toBe('second');
  });

  it('clears the session and signs out when the refresh is refused', async () => {
    const tabStorage = memoryStorage();
    tabStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'old', tokenExpiration: T0 + 60_000 }));
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const fetchImpl = fakeFetch({ '/api/auth/refresh': () => new Response('{}', { status: 401 }) });
    const { manager, events } = tab(fetchImpl, { tabStorage });
    await manager.start();
    expect(manager.read().token).toBeUndefined();
    expect(tabStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    expect(signedOut(events)).toEqual(['expired']);
  });

  it('signs out with the invalid-token reason when validation answers 401', async () => {
    const tabStorage = memoryStorage();
    tabStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'tok', tokenExpiration: T0 + 10 * MINUTE }));
    const fetchImpl = fakeFetch({
      '/api/auth/validate-token': () =>
        Response.json({ code: 'UNAUTHORIZED', reason: 'invalidToken' }, { status: 401 }),
    });
    const { manager, events } = tab(fetchImpl, { tabStorage });
    await manager.start();
    expect(manager.read().token).toBeUndefined();
    expect(signedOut(events)).toEqual(['invalid-token']);
  });

  it('restores a new tab from the refresh cookie only when a session was signalled', async () => {
    const fetchImpl = fakeFetch({ '/api/auth/refresh': () => tokenResponse('restored', 15 * MINUTE) });
    await tab(fetchImpl).manager.start();
    expect(fetchImpl).not.toHaveBeenCalled();

    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const { manager } = tab(fetchImpl);
    await manager.start();
    expect(manager.read().token).toBe('restored');
  });

  it('measures the token lifetime against the server clock, not the device clock', async () => {
    // The device runs 10 minutes ahead of the server.
    const serverNow = T0 - 10 * MINUTE;
    const fetchImpl = fakeFetch({
      '/api/auth/refresh': () =>
        Response.json(
          { token: 'skewed', tokenExpiration: new Date(serverNow + 15 * MINUTE).toISOString() },
          { headers: { Date: new Date(serverNow).toUTCString() } },
        ),
    });
    const { manager } = tab(fetchImpl);
    await manager.refresh();
    expect(manager.read().tokenExpiration).toBe(T0 + 15 * MINUTE);
  });

  it('ignores a refresh answer that arrives after a sign-out', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = fakeFetch({
      '/api/auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/auth/logout': () => Response.json({ ok: true }),
    });
    const { manager } = tab(fetchImpl);
    manager.signIn({ token: 'tok', tokenExpiration: T0 + MINUTE });
    const refreshing = manager.refresh();
    await manager.logOut();
    answer(tokenResponse('late', 15 * MINUTE));
    expect(await refreshing).toBe(false);
    expect(manager.read().token).toBeUndefined();
  });

  it('sends one refresh when several checks ask at once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = fakeFetch({
      '/api/auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { manager } = tab(fetchImpl);
    const both = Promise.all([manager.refresh(), manager.refresh()]);
    answer(tokenResponse('once', 15 * MINUTE));
    expect(await both).toEqual([true, true]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('keeps the session through a network failure while the token still works', async () => {
    let online = false;
    const fetchImpl = fakeFetch({
      '/api/auth/refresh': () =>
        online ? tokenResponse('back', 15 * MINUTE) : Promise.reject(new TypeError('offline')),
    });
    const { manager, events } = tab(fetchImpl);
    await manager.start();
    manager.signIn({ token: 'tok', tokenExpiration: T0 + 2 * MINUTE });
    await vi.advanceTimersByTimeAsync(2 * MINUTE - 30_000);
    expect(manager.read().token).toBe('tok');
    online = true;
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.networkRetryMs);
    expect(manager.read().token).toBe('back');
    expect(signedOut(events)).toEqual([]);
  });

  describe('inactivity', () => {
    const fetchImpl = () =>
      fakeFetch({
        '/api/auth/refresh': () => tokenResponse('renewed', 15 * MINUTE),
        '/api/auth/logout': () => Response.json({ ok: true }),
      });

    it('warns at 840 s and signs out at 900 s, clearing the temporary token too', async () => {
      const calls = fetchImpl();
      const { manager, events } = tab(calls);
      await manager.start();
      manager.setTempToken('temp');
      manager.signIn({ token: 'tok', tokenExpiration: T0 + 60 * MINUTE });
      manager.setTempToken('temp');
      await vi.advanceTimersByTimeAsync(840_000 - 1);
      expect(events.some((event) => event.type === 'idle-warning')).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(events.at(-1)).toEqual({ type: 'idle-warning', logoutAt: T0 + 900_000 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(signedOut(events)).toEqual(['idle']);
      expect(manager.read().token).toBeUndefined();
      expect(manager.read().tempToken).toBeUndefined();
      // The refresh cookie is revoked so a reload cannot bring the session back.
      expect(calls.mock.calls.map((call) => call[0])).toContain('/api/auth/logout');
    });

    it('starts counting again after activity', async () => {
      const { manager, events } = tab(fetchImpl());
      await manager.start();
      manager.signIn({ token: 'tok', tokenExpiration: T0 + 60 * MINUTE });
      await vi.advanceTimersByTimeAsync(10 * MINUTE);
      manager.recordActivity();
      await vi.advanceTimersByTimeAsync(13 * MINUTE);
      expect(signedOut(events)).toEqual([]);
      expect(events.some((event) => event.type === 'idle-warning')).toBe(false);
    });

    it('stays signed in when the person answers the warning', async () => {
      const { manager, events } = tab(fetchImpl());
      await manager.start();
      manager.signIn({ token: 'tok', tokenExpiration: T0 + 60 * MINUTE });
      await vi.advanceTimersByTimeAsync(840_000);
      // Passive events do not dismiss the warning; the answer does.
      manager.recordActivity();
      expect(events.at(-1)?.type).toBe('idle-warning');
      manager.stayActive();
      expect(events.at(-1)).toEqual({ type: 'idle-warning-cleared' });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(signedOut(events)).toEqual([]);
      expect(manager.read().token).toBe('tok');
    });

    it('signs out at once when the page comes back after the limit', async () => {
      const { manager, events } = tab(fetchImpl());
      await manager.start();
      manager.signIn({ token: 'tok', tokenExpiration: T0 + 60 * MINUTE });
      // A sleeping phone runs no timers; only the clock moves.
      vi.setSystemTime(T0 + 20 * MINUTE);
      manager.recordActivity();
      expect(signedOut(events)).toEqual(['idle']);
    });

    it('does not restore a session whose last activity is older than 900 s', async () => {
      window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
      window.localStorage.setItem(LAST_ACTIVITY_KEY, String(T0 - 901_000));
      const calls = fetchImpl();
      const { manager } = tab(calls);
      await manager.start();
      expect(manager.read().token).toBeUndefined();
      expect(calls.mock.calls.map((call) => call[0])).toEqual(['/api/auth/logout']);
    });
  });

  describe('quick exit', () => {
    it('ends the sessions on the server, and has it forget the questions asked, with a request that outlives the page', () => {
      const fetchImpl = fakeFetch({ QUICK_EXIT_LOGOUT: () => Response.json({ ok: true }) });
      const { manager, events } = tab(fetchImpl);
      manager.signIn({ token: 'tok', tokenExpiration: T0 + 15 * MINUTE });
      manager.quickExit();
      expect(manager.read().token).toBeUndefined();
      const [url, init] = fetchImpl.mock.calls[0]!;
      expect(url).toBe('/api/auth/logout?quickExit=true');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
      expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
      expect(signedOut(events)).toEqual(['quick-exit']);
    });

    it("ends a visitor's temporary session and forgets the answers kept in this browser", () => {
      const fetchImpl = fakeFetch({ QUICK_EXIT_LOGOUT: () => Response.json({ ok: true }) });
      const tabStorage = memoryStorage();
      window.localStorage.setItem('camino.session', JSON.stringify({ eligibility: 'eligible' }));
      window.localStorage.setItem('camino.language', 'es');
      window.localStorage.setItem('other-site', 'kept');
      const { manager } = tab(fetchImpl, { tabStorage });
      manager.setTempToken('tmp');
      manager.quickExit();
      const init = fetchImpl.mock.calls[0]![1]!;
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer temp tmp');
      expect(manager.read()).toEqual({ eligibility: null });
      expect(window.localStorage.getItem('camino.session')).toBeNull();
      expect(window.localStorage.getItem('camino.language')).toBeNull();
      expect(window.localStorage.getItem('other-site')).toBe('kept');
      expect(tabStorage.length).toBe(0);
    });

    it('makes every other tab leave too, even one without a session', async () => {
      const bus = fakeBus();
      const fetchImpl = fakeFetch({ QUICK_EXIT_LOGOUT: () => Response.json({ ok: true }) });
      const a = tab(fetchImpl, { channel: bus() });
      const b = tab(fetchImpl, { channel: bus() });
      await Promise.all([a.manager.start(), b.manager.start()]);
      a.manager.signIn({ token: 'tok', tokenExpiration: T0 + 15 * MINUTE });
      // Opened afterwards on a public page: it never heard of the sign-in.
      const c = tab(fetchImpl, { channel: bus() });
      await c.manager.start();
      b.manager.quickExit();
      expect(a.manager.read().token).toBeUndefined();
      expect(signedOut(a.events)).toEqual(['quick-exit']);
      expect(signedOut(c.events)).toEqual(['quick-exit']);
      const logouts = fetchImpl.mock.calls.filter(([url]) => url === QUICK_EXIT_LOGOUT);
      expect(logouts).toHaveLength(1);
    });
  });

  describe('across tabs', () => {
    it('logs out every tab', async () => {
      const bus = fakeBus();
      const fetchImpl = fakeFetch({ '/api/auth/logout': () => Response.json({ ok: true }) });
      const a = tab(fetchImpl, { channel: bus() });
      const b = tab(fetchImpl, { channel: bus() });
      await Promise.all([a.manager.start(), b.manager.start()]);
      a.manager.signIn({ token: 'tok', tokenExpiration: T0 + 15 * MINUTE });
      expect(b.manager.read().token).toBe('tok');
      await a.manager.logOut();
      expect(b.manager.read().token).toBeUndefined();
      expect(signedOut(b.events)).toEqual(['remote-logout']);
      expect(signedOut(a.events)).toEqual(['logout']);
    });

    it('shares a refreshed token and activity, so only one tab refreshes', async () => {
      const bus = fakeBus();
      const fetchImpl = fakeFetch({ '/api/auth/refresh': () => tokenResponse('fresh', 15 * MINUTE) });
      const a = tab(fetchImpl, { channel: bus() });
      const b = tab(fetchImpl, { channel: bus() });
      await Promise.all([a.manager.start(), b.manager.start()]);
      a.manager.signIn({ token: 'tok', tokenExpiration: T0 + 15 * MINUTE });
      await a.manager.refresh();
      expect(b.manager.read().token).toBe('fresh');
      expect(fetchImpl).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(10 * MINUTE);
      a.manager.recordActivity();
      await vi.advanceTimersByTimeAsync(10 * MINUTE);
      expect(signedOut(b.events)).toEqual([]);
    });
  });
});
