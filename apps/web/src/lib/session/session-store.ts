import { useSyncExternalStore } from 'react';
import { ANONYMOUS, type Session, type SessionSource } from './session';
import { createSessionManager, type SessionManager } from './session-manager';

let manager: SessionManager | null = null;
let source: SessionSource | null = null;

/** The one session manager of this page (tokens, refresh, inactivity, other tabs). */
export function getSessionManager(): SessionManager {
  manager ??= createSessionManager();
  return manager;
}

export function getSessionSource(): SessionSource {
  return source ?? getSessionManager();
}

/** Lets tests plug in their own session implementation. */
export function setSessionSource(next: SessionSource): void {
  source = next;
}

/** Tests start each case with a fresh manager. */
export function resetSessionManager(next: SessionManager | null = null): void {
  manager?.dispose();
  manager = next;
  source = null;
}

/** Guards wait for the first restore so a new tab with a refresh cookie is not sent to login. */
export function sessionReady(): Promise<void> {
  if (source) return Promise.resolve();
  return getSessionManager().start();
}

export function readSession(): Session {
  return getSessionSource().read();
}

let cachedKey = '';
let cached: Session = ANONYMOUS;

function snapshot(): Session {
  const current = readSession();
  const key = JSON.stringify(current);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = current;
  }
  return cached;
}

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => getSessionSource().subscribe(listener),
    snapshot,
    () => ANONYMOUS,
  );
}
