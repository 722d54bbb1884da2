import type { Session } from './session';
import { parseStoredSession, SESSION_STORAGE_KEY } from './storage-session-source';

/** The access token lives only in this tab's sessionStorage (and memory); never in localStorage. */
export const AUTH_STORAGE_KEY = 'camino.auth';
/** Not a credential: tells a new tab that a refresh cookie may exist, so anonymous visits skip the call. */
export const SIGNED_IN_HINT_KEY = 'camino.signed-in';
/** Shared by the tabs so a browser reopened after a long pause still counts as idle. */
export const LAST_ACTIVITY_KEY = 'camino.last-activity';

export interface AuthState {
  token?: string;
  tokenExpiration?: number;
  tempToken?: string;
}

/**
 * What this browser keeps of a session: the credentials in the tab's own storage (memory when storage
 * is blocked), and in the storage the tabs share, the journey fields and hints that are not secrets.
 */
export interface TokenStore {
  readAuth(): AuthState;
  writeAuth(next: AuthState): void;
  hasSession(): boolean;
  readShared(key: string): string | null;
  writeShared(key: string, value: string | null): void;
  /** The journey fields of the questionnaire, never with credentials. */
  readJourney(): Session;
  /** The next person on this device must not inherit the last one's case access hints. */
  forgetCaseAccess(): void;
  /** Everything Camino kept in this browser, not only credentials: the journey shows what was answered. */
  forgetEverything(): void;
  readonly shared: Storage | null;
}

export function parseAuth(raw: string | null): AuthState {
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

export function createTokenStore(tabStorage: Storage | null, shared: Storage | null): TokenStore {
  let memory: AuthState = {};

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

  return {
    shared,
    readAuth,
    writeAuth(next) {
      memory = next;
      try {
        if (!tabStorage) return;
        if (next.token || next.tempToken) tabStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
        else tabStorage.removeItem(AUTH_STORAGE_KEY);
      } catch {
        // Memory still holds the session for the life of this page.
      }
    },
    hasSession() {
      const auth = readAuth();
      return Boolean(auth.token || auth.tempToken);
    },
    readShared(key) {
      try {
        return shared?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    writeShared(key, value) {
      try {
        if (value === null) shared?.removeItem(key);
        else shared?.setItem(key, value);
      } catch {
        // Hints are optional.
      }
    },
    readJourney() {
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
    },
    forgetCaseAccess() {
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
    },
    forgetEverything() {
      for (const storage of [tabStorage, shared]) {
        try {
          if (!storage) continue;
          const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
          for (const key of keys) if (key?.startsWith('camino.')) storage.removeItem(key);
        } catch {
          // Storage that cannot be read holds nothing this page wrote.
        }
      }
    },
  };
}
