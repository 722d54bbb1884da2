import { useSyncExternalStore } from 'react';
import { ANONYMOUS, type Session, type SessionSource } from './session';
import { createStorageSessionSource } from './storage-session-source';

let source: SessionSource | null = null;

export function getSessionSource(): SessionSource {
  source ??= createStorageSessionSource();
  return source;
}

/** Lets the accounts work (and tests) plug in their own session implementation. */
export function setSessionSource(next: SessionSource): void {
  source = next;
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
