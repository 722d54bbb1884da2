import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { SESSION_STORAGE_KEY } from './storage-session-source';
import { AUTH_STORAGE_KEY, createTokenStore, parseAuth } from './token-store';

describe('token store', () => {
  it('keeps credentials in the tab storage and clears the key when none is left', () => {
    const tab = memoryStorage();
    const shared = memoryStorage();
    const store = createTokenStore(tab, shared);
    store.writeAuth({ token: 'tok', tokenExpiration: 5 });
    expect(parseAuth(tab.getItem(AUTH_STORAGE_KEY))).toEqual({ token: 'tok', tokenExpiration: 5 });
    expect(shared.length).toBe(0);
    store.writeAuth({});
    expect(tab.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.hasSession()).toBe(false);
  });

  it('falls back to memory when the tab storage is blocked', () => {
    const blocked = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as Storage;
    const store = createTokenStore(blocked, null);
    store.writeAuth({ tempToken: 'temp' });
    expect(store.readAuth()).toEqual({ tempToken: 'temp' });
    expect(store.hasSession()).toBe(true);
  });

  it('ignores malformed or wrongly typed stored credentials', () => {
    expect(parseAuth('{not json')).toEqual({});
    expect(parseAuth(JSON.stringify({ token: 3, tokenExpiration: 'soon', tempToken: '' }))).toEqual({});
  });

  it('never reads credentials from the shared journey fields', () => {
    const shared = memoryStorage();
    shared.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'planted', tempToken: 'planted' }));
    const journey = createTokenStore(memoryStorage(), shared).readJourney();
    expect(journey.token).toBeUndefined();
    expect(journey.tempToken).toBeUndefined();
  });

  it("forgets the case access hints but keeps the journey's other fields", () => {
    const shared = memoryStorage();
    shared.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ paid: true, canAccessMyCase: true, language: 'es' }),
    );
    createTokenStore(memoryStorage(), shared).forgetCaseAccess();
    expect(JSON.parse(shared.getItem(SESSION_STORAGE_KEY)!)).toEqual({ language: 'es' });
  });

  it("forgets everything Camino kept, in both storages, and nothing else's", () => {
    const tab = memoryStorage();
    const shared = memoryStorage();
    tab.setItem(AUTH_STORAGE_KEY, '{}');
    shared.setItem('camino.session', '{}');
    shared.setItem('other-site', 'kept');
    createTokenStore(tab, shared).forgetEverything();
    expect(tab.length).toBe(0);
    expect(shared.getItem('camino.session')).toBeNull();
    expect(shared.getItem('other-site')).toBe('kept');
  });
});
