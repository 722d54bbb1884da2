import { parseStoredSession, SESSION_STORAGE_KEY } from './storage-session-source';
import type { Session, SessionSource } from './session';

/** Session timing of the spec (section 9); milliseconds. */
export const SESSION_TIMING = {
  refreshWindowMs: 120_000,
  recheckBeforeExpiryMs: 30_000,
  idleLogoutMs: 900_000,
  idleWarningMs: 840_000,
  /** A refresh that failed for lack of network is tried again this soon while the token still works. */
  networkRetryMs: 15_000,
  /** Other tabs need not hear about every key press. */
  activityBroadcastMs: 10_000,
  activityThrottleMs: 1_000,
  minRefreshIntervalMs: 10_000,
} as const;

/** The access token lives only in this tab's sessionStorage (and memory); never in localStorage. */
export const AUTH_STORAGE_KEY = 'camino.auth';
/** Not a credential: tells a new tab that a refresh cookie may exist, so anonymous visits skip the call. */
export const SIGNED_IN_HINT_KEY = 'camino.signed-in';
/** Shared by the tabs so a browser reopened after a long pause still counts as idle. */
export const LAST_ACTIVITY_KEY = 'camino.last-activity';
/** Fallback cross-tab channel where BroadcastChannel is missing; never carries a token. */
export const SESSION_EVENT_KEY = 'camino.session-event';
const CHANNEL_NAME = 'camino-session';
const REFRESH_LOCK = 'camino-auth-refresh';

export interface SessionClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: SessionClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type SignOutReason =
  'logout' | 'expired' | 'invalid-token' | 'idle' | 'remote-logout' | 'temp-expired' | 'quick-exit';

export type SessionEvent =
  | { type: 'signed-out'; reason: SignOutReason }
  | { type: 'idle-warning'; logoutAt: number }
  | { type: 'idle-warning-cleared' };

/** What travels between tabs; tokens only over BroadcastChannel, which stays inside this origin. */
export type TabMessage =
  | { type: 'logout' }
  | { type: 'quick-exit' }
  | { type: 'login'; token?: string; tokenExpiration?: number }
  | { type: 'refreshed'; token?: string; tokenExpiration?: number }
  | { type: 'activity'; at: number };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(listener: (message: TabMessage) => void): () => void;
}

interface AuthState {
  token?: string;
  tokenExpiration?: number;
  tempToken?: string;
}

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

function safeStorage(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

function parseAuth(raw: string | null): AuthState {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const state: AuthState = {};
    if (typeof value.token === 'string' && value.token) state.token = value.token;
    if (typeof value.tokenExpiration === 'number' && Number.isFinite(value.tokenExpiration))
      state.tokenExpiration = value.tokenExpiration;
    if (typeof value.tempToken === 'string' && value.tempToken) state.tempToken = value.tempToken;
    return state;
  } catch {
    return {};
  }
}

/**
 * The expiry on this device's clock: phones often run minutes off, so the token's lifetime is measured
 * against the server's `Date` header rather than compared with the local time directly.
 */
export function localExpiration(value: unknown, serverDate: string | null, now: number): number | undefined {
  const expiration = toExpiration(value);
  const serverNow = serverDate ? Date.parse(serverDate) : NaN;
  if (expiration === undefined || !Number.isFinite(serverNow)) return expiration;
  return now + (expiration - serverNow);
}

/** Accepts the server's ISO date or epoch milliseconds. */
export function toExpiration(value: unknown): number | undefined {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : undefined;
}

export function createBroadcastTabChannel(
  target: EventTarget | null,
  shared: Storage | null,
): TabChannel | null {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    return {
      post: (message) => channel.postMessage(message),
      listen: (listener) => {
        const onMessage = (event: MessageEvent<TabMessage>) => listener(event.data);
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  if (!target || !shared) return null;
  return {
    post: (message) => {
      // Tokens stay out of localStorage: the other tabs refresh on their own instead.
      const safe: TabMessage =
        message.type === 'login' || message.type === 'refreshed' ? { type: message.type } : message;
      try {
        shared.setItem(SESSION_EVENT_KEY, JSON.stringify({ ...safe, nonce: Math.random() }));
        shared.removeItem(SESSION_EVENT_KEY);
      } catch {
        // Without storage the other tabs notice at their next check.
      }
    },
    listen: (listener) => {
      const onStorage = (event: Event) => {
        const { key, newValue } = event as StorageEvent;
        if (key !== SESSION_EVENT_KEY || !newValue) return;
        try {
          listener(JSON.parse(newValue) as TabMessage);
        } catch {
          // A malformed message is ignored.
        }
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}

function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK, task) as Promise<T>;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

export function createSessionManager(options: SessionManagerOptions = {}): SessionManager {
  const hasWindow = typeof window !== 'undefined';
  const clock = options.clock ?? systemClock;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const tabStorage =
    options.tabStorage !== undefined
      ? options.tabStorage
      : hasWindow
        ? safeStorage(() => window.sessionStorage)
        : null;
  const shared =
    options.sharedStorage !== undefined
      ? options.sharedStorage
      : hasWindow
        ? safeStorage(() => window.localStorage)
        : null;
  const target = options.target !== undefined ? options.target : hasWindow ? window : null;
  const withLock = options.withRefreshLock ?? webLock;
  let channel: TabChannel | null | undefined = options.channel;

  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: SessionEvent) => void>();
  let memory: AuthState = {};
  let started: Promise<void> | null = null;
  let resolveReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  type RefreshOutcome = 'ok' | 'rejected' | 'network' | 'stale';
  let inFlightRefresh: Promise<RefreshOutcome> | null = null;
  let checkTimer: unknown = null;
  let warnTimer: unknown = null;
  let idleTimer: unknown = null;
  let warning = false;
  let lastActivity = clock.now();
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

  function readAuth(): AuthState {
    if (tabStorage) {
      try {
        return parseAuth(tabStorage.getItem(AUTH_STORAGE_KEY));
      } catch {
        // Fall back to memory when storage is blocked.
      }
    }
    return memory;
  }

  function writeAuth(next: AuthState) {
    memory = next;
    try {
      if (!tabStorage) return;
      if (next.token || next.tempToken) tabStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
      else tabStorage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Memory still holds the session for the life of this page.
    }
  }

  function setShared(key: string, value: string | null) {
    try {
      if (value === null) shared?.removeItem(key);
      else shared?.setItem(key, value);
    } catch {
      // Hints are optional.
    }
  }

  /** The next person on this device must not inherit the last one's case access hints. */
  function forgetCaseAccess() {
    try {
      const raw = shared?.getItem(SESSION_STORAGE_KEY);
      if (!raw) return;
      const {
        paid: _p,
        canAccessPayment: _a,
        canAccessMyCase: _m,
        ...rest
      } = JSON.parse(raw) as Record<string, unknown>;
      shared?.setItem(SESSION_STORAGE_KEY, JSON.stringify(rest));
    } catch {
      // Malformed journey fields count as absent anyway.
    }
  }

  function getShared(key: string): string | null {
    try {
      return shared?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function readJourney(): Session {
    try {
      const raw = shared?.getItem(SESSION_STORAGE_KEY);
      const journey = parseStoredSession(raw ? JSON.parse(raw) : null);
      // Credentials never come from shared storage.
      delete journey.token;
      delete journey.tokenExpiration;
      delete journey.tempToken;
      return journey;
    } catch {
      return { eligibility: null };
    }
  }

  const isActiveSession = () => {
    const auth = readAuth();
    return Boolean(auth.token || auth.tempToken);
  };

  function clearTimer(handle: unknown) {
    if (handle !== null) clock.clearTimeout(handle);
  }

  function scheduleCheck() {
    clearTimer(checkTimer);
    checkTimer = null;
    if (!started) return;
    const { token, tokenExpiration } = readAuth();
    if (!token || tokenExpiration === undefined) return;
    const now = clock.now();
    // A token that comes back already short-lived must not turn into a stream of refreshes.
    const delay = Math.max(
      0,
      tokenExpiration - SESSION_TIMING.recheckBeforeExpiryMs - now,
      lastRefreshAt + SESSION_TIMING.minRefreshIntervalMs - now,
    );
    checkTimer = clock.setTimeout(() => {
      checkTimer = null;
      void check();
    }, delay);
  }

  function scheduleIdle() {
    clearTimer(warnTimer);
    clearTimer(idleTimer);
    warnTimer = idleTimer = null;
    if (!started || !isActiveSession()) return;
    const elapsed = clock.now() - lastActivity;
    if (!warning) {
      warnTimer = clock.setTimeout(
        () => {
          warnTimer = null;
          if (!isActiveSession()) return;
          warning = true;
          emit({ type: 'idle-warning', logoutAt: lastActivity + SESSION_TIMING.idleLogoutMs });
        },
        Math.max(0, SESSION_TIMING.idleWarningMs - elapsed),
      );
    }
    idleTimer = clock.setTimeout(
      () => {
        idleTimer = null;
        // Timers can fire late or early in throttled tabs; the recorded time decides.
        if (clock.now() - lastActivity >= SESSION_TIMING.idleLogoutMs) void logOut('idle');
        else scheduleIdle();
      },
      Math.max(0, SESSION_TIMING.idleLogoutMs - elapsed),
    );
  }

  function stopTimers() {
    clearTimer(checkTimer);
    clearTimer(warnTimer);
    clearTimer(idleTimer);
    checkTimer = warnTimer = idleTimer = null;
    if (warning) {
      warning = false;
      emit({ type: 'idle-warning-cleared' });
    }
  }

  function markActive(at: number) {
    lastActivity = Math.max(lastActivity, at);
    setShared(LAST_ACTIVITY_KEY, String(lastActivity));
    if (warning) {
      warning = false;
      emit({ type: 'idle-warning-cleared' });
    }
    scheduleIdle();
  }

  function adoptToken(token: string, tokenExpiration: number | undefined, keepTemp: boolean) {
    const next: AuthState = { token };
    if (tokenExpiration !== undefined) next.tokenExpiration = tokenExpiration;
    const temp = readAuth().tempToken;
    if (keepTemp && temp) next.tempToken = temp;
    writeAuth(next);
    setShared(SIGNED_IN_HINT_KEY, '1');
    scheduleCheck();
    notify();
  }

  /** Drops the credentials of this tab; the journey fields stay for the questionnaire. */
  function clearLocal(reason: SignOutReason, broadcast: boolean) {
    const had = isActiveSession();
    epoch++;
    writeAuth({});
    setShared(SIGNED_IN_HINT_KEY, null);
    forgetCaseAccess();
    stopTimers();
    if (broadcast) post({ type: 'logout' });
    notify();
    // Every tab leaves on a quick exit, even one that showed only public pages.
    if (had || reason === 'logout' || reason === 'quick-exit') emit({ type: 'signed-out', reason });
  }

  async function requestRefresh(): Promise<RefreshOutcome> {
    const before = readAuth();
    const startedIn = epoch;
    return withLock(async () => {
      if (epoch !== startedIn) return 'stale' as const;
      // Another tab may have refreshed while this one waited for the lock.
      const now = readAuth();
      if (
        now.token &&
        now.token !== before.token &&
        (now.tokenExpiration ?? Infinity) - clock.now() > SESSION_TIMING.refreshWindowMs
      )
        return 'ok' as const;
      let response: Response;
      try {
        // Never retried: if a lost answer had rotated the cookie, sending the old one again would
        // look like a replay and end the session.
        response = await fetchImpl('/api/auth/refresh', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        });
      } catch {
        return 'network' as const;
      }
      if (response.status >= 500) return 'network' as const;
      if (!response.ok) return 'rejected' as const;
      const body = (await response.json().catch(() => null)) as {
        token?: unknown;
        tokenExpiration?: unknown;
      } | null;
      if (epoch !== startedIn) return 'stale' as const;
      if (typeof body?.token !== 'string' || !body.token) return 'rejected' as const;
      const tokenExpiration = localExpiration(
        body.tokenExpiration,
        response.headers.get('date'),
        clock.now(),
      );
      lastRefreshAt = clock.now();
      adoptToken(body.token, tokenExpiration, false);
      post({ type: 'refreshed', token: body.token, ...(tokenExpiration ? { tokenExpiration } : {}) });
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
    const { token, tokenExpiration } = readAuth();
    const stillValid = token && (tokenExpiration === undefined || tokenExpiration > clock.now());
    if (outcome === 'network' && stillValid) {
      clearTimer(checkTimer);
      checkTimer = clock.setTimeout(() => {
        checkTimer = null;
        void check();
      }, SESSION_TIMING.networkRetryMs);
      return;
    }
    if (hadToken) clearLocal('expired', outcome === 'rejected');
    else setShared(SIGNED_IN_HINT_KEY, null);
  }

  async function validate(token: string): Promise<void> {
    let response: Response;
    try {
      response = await fetchImpl('/api/auth/validate-token', {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
    } catch {
      return;
    }
    if (readAuth().token !== token) return;
    if (response.status === 401) {
      clearLocal('invalid-token', true);
      return;
    }
    if (!response.ok) return;
    const body = (await response.json().catch(() => null)) as { tokenExpiration?: unknown } | null;
    const tokenExpiration = localExpiration(body?.tokenExpiration, response.headers.get('date'), clock.now());
    // Small differences are the Date header's one-second precision, not news.
    const known = readAuth().tokenExpiration;
    if (tokenExpiration !== undefined && (known === undefined || Math.abs(tokenExpiration - known) > 5_000)) {
      adoptToken(token, tokenExpiration, true);
    }
  }

  async function check(): Promise<void> {
    const { token, tokenExpiration } = readAuth();
    if (!token) return;
    if (tokenExpiration !== undefined && tokenExpiration - clock.now() <= SESSION_TIMING.refreshWindowMs) {
      await refreshOrSignOut(true);
    } else {
      await validate(token);
    }
    scheduleCheckIfNone();
  }

  function scheduleCheckIfNone() {
    if (checkTimer === null) scheduleCheck();
  }

  async function logOut(reason: SignOutReason = 'logout'): Promise<void> {
    const { token } = readAuth();
    clearLocal(reason, true);
    try {
      // The refresh cookie is revoked too, so reopening the page cannot bring the session back.
      await fetchImpl('/api/auth/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    } catch {
      // Best effort: this browser holds no usable credential any more.
    }
  }

  /** Everything Camino kept in this browser, not only credentials: the journey shows what was answered. */
  function forgetEverything() {
    for (const storage of [tabStorage, shared]) {
      try {
        if (!storage) continue;
        const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
        for (const key of keys) if (key?.startsWith('camino.')) storage.removeItem(key);
      } catch {
        // Storage that cannot be read holds nothing this page wrote.
      }
    }
  }

  function quickExit() {
    const { token, tempToken } = readAuth();
    clearLocal('quick-exit', false);
    post({ type: 'quick-exit' });
    forgetEverything();
    const authorization = token ? `Bearer ${token}` : tempToken ? `Bearer temp ${tempToken}` : null;
    try {
      // keepalive lets the request finish after the page has gone; the cookies end the rest.
      void fetchImpl('/api/auth/logout', {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: authorization ? { Authorization: authorization } : {},
      }).catch(() => undefined);
    } catch {
      // Best effort: this browser holds no usable credential any more.
    }
  }

  function onMessage(message: TabMessage) {
    switch (message.type) {
      case 'logout':
        clearLocal('remote-logout', false);
        return;
      case 'quick-exit':
        clearLocal('quick-exit', false);
        forgetEverything();
        return;
      case 'login':
      case 'refreshed':
        if (message.token) {
          const keepTemp = message.type === 'refreshed';
          adoptToken(message.token, message.tokenExpiration, keepTemp);
          if (message.type === 'login') markActive(clock.now());
        } else if (message.type === 'login' || readAuth().token) {
          void refreshOrSignOut(Boolean(readAuth().token));
        }
        return;
      case 'activity':
        if (isActiveSession()) markActive(message.at);
        return;
    }
  }

  function onLocalActivity() {
    if (!isActiveSession()) return;
    const now = clock.now();
    // Coming back to a tab after the limit must end the session, not extend it.
    if (now - lastActivity >= SESSION_TIMING.idleLogoutMs) {
      void logOut('idle');
      return;
    }
    // While the warning shows, only an explicit answer keeps the session.
    if (warning) return;
    if (now - lastLocalActivity < SESSION_TIMING.activityThrottleMs) return;
    lastLocalActivity = now;
    markActive(now);
    if (now - lastBroadcast >= SESSION_TIMING.activityBroadcastMs) {
      lastBroadcast = now;
      post({ type: 'activity', at: now });
    }
  }

  async function restore(): Promise<void> {
    const storedActivity = Number(getShared(LAST_ACTIVITY_KEY));
    if (Number.isFinite(storedActivity) && storedActivity > 0) lastActivity = storedActivity;
    const auth = readAuth();
    const hinted = getShared(SIGNED_IN_HINT_KEY) === '1';
    if (!auth.token && !auth.tempToken && !hinted) return;
    if (clock.now() - lastActivity >= SESSION_TIMING.idleLogoutMs) {
      await logOut('idle');
      return;
    }
    if (auth.token) await check();
    else if (hinted) await refreshOrSignOut(false);
  }

  const manager: SessionManager = {
    read() {
      const journey = readJourney();
      const auth = readAuth();
      return { ...journey, ...auth };
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
      writeAuth({ ...readAuth(), tempToken });
      notify();
      markActive(clock.now());
    },
    start() {
      if (started) return started;
      channel ??= createBroadcastTabChannel(target, shared);
      if (channel) cleanups.push(channel.listen(onMessage));
      if (target) {
        const handler = () => onLocalActivity();
        // Capture also hears scrolling inside panels, which does not bubble.
        for (const name of ACTIVITY_EVENTS)
          target.addEventListener(name, handler, { passive: true, capture: true });
        const onVisibility = () => {
          if (typeof document === 'undefined' || document.visibilityState !== 'visible') return;
          onLocalActivity();
          // Timers sleep with a backgrounded phone; check the token as soon as the page is back.
          const { token, tokenExpiration } = readAuth();
          if (
            token &&
            tokenExpiration !== undefined &&
            tokenExpiration - clock.now() <= SESSION_TIMING.refreshWindowMs
          )
            void check();
        };
        if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
        cleanups.push(() => {
          for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, handler, { capture: true });
          if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
        });
      }
      started = restore()
        .catch(() => undefined)
        .finally(() => {
          scheduleCheck();
          scheduleIdle();
          resolveReady();
        });
      return started;
    },
    ready: () => readyPromise,
    refresh: async () => (await refreshOnce()) === 'ok',
    check,
    recordActivity: onLocalActivity,
    stayActive() {
      if (!isActiveSession()) return;
      const now = clock.now();
      markActive(now);
      lastBroadcast = now;
      post({ type: 'activity', at: now });
    },
    logOut,
    quickExit,
    endTemporarySession() {
      const auth = readAuth();
      if (!auth.tempToken) return;
      const next = { ...auth };
      delete next.tempToken;
      writeAuth(next);
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
  return manager;
}
