import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { createBroadcastTabChannel, SESSION_EVENT_KEY, type TabMessage } from './tab-channel';

describe('tab channel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without BroadcastChannel, goes through storage events and never writes a token there', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const shared = memoryStorage();
    const written: string[] = [];
    const spy = { ...shared, setItem: (key: string, value: string) => void written.push(`${key}=${value}`) };
    const target = new EventTarget();
    const channel = createBroadcastTabChannel(target, spy as Storage)!;
    channel.post({ type: 'refreshed', token: 'secret', tokenExpiration: 1 });
    expect(written).toHaveLength(1);
    expect(written[0]).toContain(SESSION_EVENT_KEY);
    expect(written[0]).not.toContain('secret');

    const heard: TabMessage[] = [];
    const stop = channel.listen((message) => heard.push(message));
    const event = Object.assign(new Event('storage'), {
      key: SESSION_EVENT_KEY,
      newValue: JSON.stringify({ type: 'logout' }),
    });
    target.dispatchEvent(event);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_EVENT_KEY, newValue: '{bad' }));
    stop();
    target.dispatchEvent(event);
    expect(heard).toEqual([{ type: 'logout' }]);
  });

  it('is absent when neither BroadcastChannel nor storage exists', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(createBroadcastTabChannel(null, null)).toBeNull();
  });
});
