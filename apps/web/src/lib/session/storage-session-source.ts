import { ANONYMOUS, type EligibilityOutcome, type Session, type SessionSource } from './session';

export const SESSION_STORAGE_KEY = 'camino.session';

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
const finiteNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** Keeps only well-typed fields; anything malformed counts as absent, so it can never grant access. */
export function parseStoredSession(raw: unknown): Session {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ...ANONYMOUS };
  const record = raw as Record<string, unknown>;
  const eligibility: EligibilityOutcome | null =
    record.eligibility === 'eligible' || record.eligibility === 'not-eligible' ? record.eligibility : null;
  const session: Session = { eligibility };
  const token = nonEmptyString(record.token);
  const tokenExpiration = finiteNumber(record.tokenExpiration);
  const tempToken = nonEmptyString(record.tempToken);
  const paid = bool(record.paid);
  const canAccessPayment = bool(record.canAccessPayment);
  const canAccessMyCase = bool(record.canAccessMyCase);
  if (token) session.token = token;
  if (tokenExpiration !== undefined) session.tokenExpiration = tokenExpiration;
  if (tempToken) session.tempToken = tempToken;
  if (paid !== undefined) session.paid = paid;
  if (canAccessPayment !== undefined) session.canAccessPayment = canAccessPayment;
  if (canAccessMyCase !== undefined) session.canAccessMyCase = canAccessMyCase;
  return session;
}

function readTempTokenCookie(cookie: string): string | undefined {
  const match = /(?:^|;\s*)temp_token=([^;]+)/.exec(cookie);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * Reads the session the sign-in flows leave in localStorage, plus a temporary-token cookie when the
 * server makes it readable.
 */
export function createStorageSessionSource(
  storage: Storage = window.localStorage,
  getCookie: () => string = () => document.cookie,
): SessionSource {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) notify();
  };
  const readStored = (): Session => {
    try {
      const raw = storage.getItem(SESSION_STORAGE_KEY);
      return parseStoredSession(raw ? JSON.parse(raw) : null);
    } catch {
      return { ...ANONYMOUS };
    }
  };
  return {
    read(): Session {
      const stored = readStored();
      const tempToken = stored.tempToken ?? readTempTokenCookie(getCookie());
      return tempToken ? { ...stored, tempToken } : stored;
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    signIn({ token, tokenExpiration }) {
      const next: Session = { ...readStored(), token };
      delete next.tempToken;
      delete next.tokenExpiration;
      if (tokenExpiration !== undefined) next.tokenExpiration = tokenExpiration;
      try {
        storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Without storage the session lasts only as long as this page.
      }
      notify();
    },
    clear() {
      try {
        storage.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // Storage can be unavailable (private mode); there is then nothing to clear.
      }
      notify();
    },
  };
}
