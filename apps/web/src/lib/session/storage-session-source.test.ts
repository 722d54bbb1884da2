import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasValidToken } from './session';
import {
  SESSION_STORAGE_KEY,
  createStorageSessionSource,
  parseStoredSession,
} from './storage-session-source';

describe('storage session source', () => {
  beforeEach(() => window.localStorage.clear());

  it('is anonymous when nothing is stored', () => {
    const source = createStorageSessionSource(window.localStorage, () => '');
    expect(source.read()).toEqual({ eligibility: null });
  });

  it('ignores malformed values instead of granting access', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createStorageSessionSource(window.localStorage, () => '').read()).toEqual({ eligibility: null });
    expect(parseStoredSession({ token: 42, paid: 'yes', eligibility: 'maybe' })).toEqual({
      eligibility: null,
    });
  });

  it('reads the stored session and a temporary-token cookie', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ eligibility: 'eligible', paid: true }));
    const source = createStorageSessionSource(window.localStorage, () => 'x=1; temp_token=abc');
    expect(source.read()).toEqual({ eligibility: 'eligible', paid: true, tempToken: 'abc' });
  });

  it('signs in, notifies subscribers and clears', () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ tempToken: 'tmp', eligibility: 'eligible' }),
    );
    const source = createStorageSessionSource(window.localStorage, () => '');
    const listener = vi.fn();
    const unsubscribe = source.subscribe(listener);
    source.signIn({ token: 'full', tokenExpiration: Date.now() + 60_000 });
    const session = source.read();
    expect(session.tempToken).toBeUndefined();
    expect(hasValidToken(session)).toBe(true);
    source.clear();
    expect(source.read()).toEqual({ eligibility: null });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
