import { createAuthClient, webLock } from './auth-client';
import { createIdleTimer } from './idle-timer';
import type { SessionSource } from './session';
import { createTimer, SESSION_TIMING, systemClock, type SessionClock } from './session-timing';
import { createBroadcastTabChannel, type TabChannel, type TabMessage } from './tab-channel';
import { createTokenStore, LAST_ACTIVITY_KEY, SIGNED_IN_HINT_KEY, type AuthState } from './token-store';

export type SignOutReason =
  'logout' | 'expired' | 'invalid-token' | 'idle' | 'remote-logout' | 'temp-expired' | 'quick-exit';

export type SessionEvent =
  | { type: 'signed-out'; reason: SignOutReason }
  | { type: 'idle-warning'; logoutAt: number }
  | { type: 'idle-warning-cleared' };

export interface SessionManagerOptions {
  clock?: SessionClock;
  fetch?: typeof fetch;
  /** This tab's storage for the tokens. */
  tabStorage?: Storage | null;
  /** Shared storage for the non-secret journey fields and hints. */
  sharedStorage?: Storage | null;
  channel?: TabChannel | null;
  /** Serialises refreshes across tabs: a refresh token used twice revokes the whole session. */
  withRefreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
  target?: EventTarget | null;
}

export interface SessionManager extends SessionSource {
  /** Restores the session (once) and starts the timers and listeners; resolves when guards may read. */
  start(): Promise<void>;
  /** Resolves once the first restore has settled. */
  ready(): Promise<void>;
  setTempToken(tempToken: string): void;
  /** Exchanges the refresh cookie for a new access token; false when the server refused it. */
  refresh(): Promise<boolean>;
  /** The spec's check: refresh a token expiring within 120 s, otherwise validate it. */
  check(): Promise<void>;
  recordActivity(): void;
  /** The "Stay signed in" answer to the inactivity warning. */
  stayActive(): void;
  /** Ends the session here, on the server and in the other tabs. */
  logOut(reason?: SignOutReason): Promise<void>;
  /**
   * Quick exit: ends the full and temporary sessions on the server with a request that outlives
   * this page, forgets everything this browser kept about the journey, and tells the other tabs
   * to leave too.
   */
  quickExit(): void;
  /** A pre-account call was refused: the temporary session is over. */
  endTemporarySession(): void;
  on(listener: (event: SessionEvent) => void): () => void;
  dispose(): void;
}

type RefreshOutcome = 'ok' | 'rejected' | 'network' | 'stale';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

function safeStorage(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

function browserDefaults(options: SessionManagerOptions) {
  const hasWindow = typeof window !== 'undefined';
  const pick = <T>(given: T | undefined, fallback: () => T | null): T | null =>
    given !== undefined ? given : hasWindow ? fallback() : null;
  return {
    tabStorage: pick(options.tabStorage, () => safeStorage(() => window.sessionStorage)),
    shared: pick(options.sharedStorage, () => safeStorage(() => window.localStorage)),
    target: pick<EventTarget | null>(options.target, () => window),
  };
}

/**
 * The session of this tab, composed of the token store, the auth calls, the channel to the other tabs
 * and the inactivity timer; this file decides when to check, refresh or sign out.
 */
export function createSessionManager(options: SessionManagerOptions = {}): SessionManager {
  const clock = options.clock ?? systemClock;
  const { tabStorage, shared, target } = browserDefaults(options);
  const store = createTokenStore(tabStorage, shared);
  const auth = createAuthClient(
    options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    () => clock.now(),
  );
  const withLock = options.withRefreshLock ?? webLock;
  let channel: TabChannel | null | undefined = options.channel;

  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: SessionEvent) => void>();
  let started: Promise<void> | null = null;
  let resolveReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  let inFlightRefresh: Promise<RefreshOutcome> | null = null;
  const checkTimer = createTimer(clock);
  let lastLocalActivity = 0;
  let lastBroadcast = 0;
  let lastRefreshAt = -Infinity;
  /** Bumped by every sign-out, so an answer that arrives afterwards cannot bring the session back. */
  let epoch = 0;
  const cleanups: (() => void)[] = [];

  const notify = () => listeners.forEach((listener) => listener());
  const emit = (event: SessionEvent) => eventListeners.forEach((listener) => listener(event));
  const post = (message: TabMessage) => {
    try {
      channel?.post(message);
    } catch {
      // A closed channel only means no other tab hears this one.
    }
  };

  const idle = createIdleTimer({
    clock,
    counting: () => Boolean(started) && store.hasSession(),
    onWarning: (logoutAt) => emit({ type: 'idle-warning', logoutAt }),
    onWarningCleared: () => emit({ type: 'idle-warning-cleared' }),
    onIdle: () => void logOut('idle'),
  });

  function markActive(at: number) {
    idle.markActive(at);
    store.writeShared(LAST_ACTIVITY_KEY, String(idle.lastActivity));
  }

  function scheduleCheck() {
    checkTimer.clear();
    if (!started) return;
    const { token, tokenExpiration } = store.readAuth();
    if (!token || tokenExpiration === undefined) return;
    const now = clock.now();
    // A token that comes back already short-lived must not turn into a stream of refreshes.
    const delay = Math.max(
      0,
      tokenExpiration - SESSION_TIMING.recheckBeforeExpiryMs - now,
      lastRefreshAt + SESSION_TIMING.minRefreshIntervalMs - now,
    );
    checkTimer.set(() => void check(), delay);
  }

  function stopTimers() {
    checkTimer.clear();
    idle.stop();
  }

  function adoptToken(token: string, tokenExpiration: number | undefined, keepTemp: boolean) {
    const next: AuthState = { token };
    if (tokenExpiration !== undefined) next.tokenExpiration = tokenExpiration;
    const temp = store.readAuth().tempToken;
    if (keepTemp && temp) next.tempToken = temp;
    store.writeAuth(next);
    store.writeShared(SIGNED_IN_HINT_KEY, '1');
    scheduleCheck();
    notify();
  }

  /** Drops the credentials of this tab; the journey fields stay for the questionnaire. */
  function clearLocal(reason: SignOutReason, broadcast: boolean) {
    const had = store.hasSession();
    epoch++;
    store.writeAuth({});
    store.writeShared(SIGNED_IN_HINT_KEY, null);
    store.forgetCaseAccess();
    stopTimers();
    if (broadcast) post({ type: 'logout' });
    notify();
    // Every tab leaves on a quick exit, even one that showed only public pages.
    if (had || reason === 'logout' || reason === 'quick-exit') emit({ type: 'signed-out', reason });
  }

  async function requestRefresh(): Promise<RefreshOutcome> {
    const before = store.readAuth();
    const startedIn = epoch;
    return withLock(async () => {
      if (epoch !== startedIn) return 'stale' as const;
      // Another tab may have refreshed while this one waited for the lock.
      const now = store.readAuth();
      if (
        now.token &&
        now.token !== before.token &&
        (now.tokenExpiration ?? Infinity) - clock.now() > SESSION_TIMING.refreshWindowMs
      )
        return 'ok' as const;
      const answer = await auth.refresh();
      if (answer.kind !== 'ok') return answer.kind;
      if (epoch !== startedIn) return 'stale' as const;
      lastRefreshAt = clock.now();
      adoptToken(answer.token, answer.tokenExpiration, false);
      post({
        type: 'refreshed',
        token: answer.token,
        ...(answer.tokenExpiration ? { tokenExpiration: answer.tokenExpiration } : {}),
      });
      return 'ok' as const;
    });
  }

  function refreshOnce() {
    inFlightRefresh ??= requestRefresh().finally(() => {
      inFlightRefresh = null;
    });
    return inFlightRefresh;
  }

  async function refreshOrSignOut(hadToken: boolean): Promise<void> {
    const outcome = await refreshOnce();
    if (outcome === 'ok' || outcome === 'stale') return;
    const { token, tokenExpiration } = store.readAuth();
    const stillValid = token && (tokenExpiration === undefined || tokenExpiration > clock.now());
    if (outcome === 'network' && stillValid) {
      checkTimer.set(() => void check(), SESSION_TIMING.networkRetryMs);
      return;
    }
    if (hadToken) clearLocal('expired', outcome === 'rejected');
    else store.writeShared(SIGNED_IN_HINT_KEY, null);
  }

  async function validate(token: string): Promise<void> {
    const answer = await auth.validate(token);
    if (store.readAuth().token !== token) return;
    if (answer.kind === 'invalid') {
      clearLocal('invalid-token', true);
      return;
    }
    if (answer.kind !== 'valid') return;
    // Small differences are the Date header's one-second precision, not news.
    const known = store.readAuth().tokenExpiration;
    const { tokenExpiration } = answer;
    if (tokenExpiration !== undefined && (known === undefined || Math.abs(tokenExpiration - known) > 5_000)) {
      adoptToken(token, tokenExpiration, true);
    }
  }

  function expiresSoon(tokenExpiration: number | undefined) {
    return tokenExpiration !== undefined && tokenExpiration - clock.now() <= SESSION_TIMING.refreshWindowMs;
  }

  async function check(): Promise<void> {
    const { token, tokenExpiration } = store.readAuth();
    if (!token) return;
    if (expiresSoon(tokenExpiration)) await refreshOrSignOut(true);
    else await validate(token);
    if (!checkTimer.pending) scheduleCheck();
  }

  async function logOut(reason: SignOutReason = 'logout'): Promise<void> {
    const { token } = store.readAuth();
    clearLocal(reason, true);
    await auth.logout(token ? `Bearer ${token}` : null);
  }

  function quickExit() {
    const { token, tempToken } = store.readAuth();
    clearLocal('quick-exit', false);
    post({ type: 'quick-exit' });
    store.forgetEverything();
    const authorization = token ? `Bearer ${token}` : tempToken ? `Bearer temp ${tempToken}` : null;
    void auth.logout(authorization, { keepalive: true, quickExit: true });
  }

  function onMessage(message: TabMessage) {
    switch (message.type) {
      case 'logout':
        clearLocal('remote-logout', false);
        return;
      case 'quick-exit':
        clearLocal('quick-exit', false);
        store.forgetEverything();
        return;
      case 'login':
      case 'refreshed':
        if (message.token) {
          adoptToken(message.token, message.tokenExpiration, message.type === 'refreshed');
          if (message.type === 'login') markActive(clock.now());
        } else if (message.type === 'login' || store.readAuth().token) {
          void refreshOrSignOut(Boolean(store.readAuth().token));
        }
        return;
      case 'activity':
        if (store.hasSession()) markActive(message.at);
        return;
    }
  }

  function onLocalActivity() {
    if (!store.hasSession()) return;
    const now = clock.now();
    // Coming back to a tab after the limit must end the session, not extend it.
    if (now - idle.lastActivity >= SESSION_TIMING.idleLogoutMs) {
      void logOut('idle');
      return;
    }
    // While the warning shows, only an explicit answer keeps the session.
    if (idle.warning) return;
    if (now - lastLocalActivity < SESSION_TIMING.activityThrottleMs) return;
    lastLocalActivity = now;
    markActive(now);
    if (now - lastBroadcast >= SESSION_TIMING.activityBroadcastMs) {
      lastBroadcast = now;
      post({ type: 'activity', at: now });
    }
  }

  function listenToPage(pageTarget: EventTarget) {
    const handler = () => onLocalActivity();
    // Capture also hears scrolling inside panels, which does not bubble.
    for (const name of ACTIVITY_EVENTS)
      pageTarget.addEventListener(name, handler, { passive: true, capture: true });
    const onVisibility = () => {
      if (typeof document === 'undefined' || document.visibilityState !== 'visible') return;
      onLocalActivity();
      // Timers sleep with a backgrounded phone; check the token as soon as the page is back.
      const { token, tokenExpiration } = store.readAuth();
      if (token && expiresSoon(tokenExpiration)) void check();
    };
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
    cleanups.push(() => {
      for (const name of ACTIVITY_EVENTS) pageTarget.removeEventListener(name, handler, { capture: true });
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    });
  }

  async function restore(): Promise<void> {
    const storedActivity = Number(store.readShared(LAST_ACTIVITY_KEY));
    if (Number.isFinite(storedActivity) && storedActivity > 0) idle.restore(storedActivity);
    const current = store.readAuth();
    const hinted = store.readShared(SIGNED_IN_HINT_KEY) === '1';
    if (!current.token && !current.tempToken && !hinted) return;
    if (clock.now() - idle.lastActivity >= SESSION_TIMING.idleLogoutMs) {
      await logOut('idle');
      return;
    }
    if (current.token) await check();
    else if (hinted) await refreshOrSignOut(false);
  }

  return {
    read() {
      return { ...store.readJourney(), ...store.readAuth() };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn({ token, tokenExpiration }) {
      adoptToken(token, tokenExpiration, false);
      post({ type: 'login', token, ...(tokenExpiration !== undefined ? { tokenExpiration } : {}) });
      markActive(clock.now());
    },
    clear() {
      clearLocal('logout', true);
    },
    setTempToken(tempToken) {
      store.writeAuth({ ...store.readAuth(), tempToken });
      notify();
      markActive(clock.now());
    },
    start() {
      if (started) return started;
      channel ??= createBroadcastTabChannel(target, shared);
      if (channel) cleanups.push(channel.listen(onMessage));
      if (target) listenToPage(target);
      started = restore()
        .catch(() => undefined)
        .finally(() => {
          scheduleCheck();
          idle.schedule();
          resolveReady();
        });
      return started;
    },
    ready: () => readyPromise,
    refresh: async () => (await refreshOnce()) === 'ok',
    check,
    recordActivity: onLocalActivity,
    stayActive() {
      if (!store.hasSession()) return;
      const now = clock.now();
      markActive(now);
      lastBroadcast = now;
      post({ type: 'activity', at: now });
    },
    logOut,
    quickExit,
    endTemporarySession() {
      const current = store.readAuth();
      if (!current.tempToken) return;
      const next = { ...current };
      delete next.tempToken;
      store.writeAuth(next);
      if (!next.token) stopTimers();
      notify();
      emit({ type: 'signed-out', reason: 'temp-expired' });
    },
    on(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    dispose() {
      stopTimers();
      cleanups.splice(0).forEach((cleanup) => cleanup());
      listeners.clear();
      eventListeners.clear();
    },
  };
}
