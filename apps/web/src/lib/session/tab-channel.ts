/** Fallback cross-tab channel where BroadcastChannel is missing; never carries a token. */
export const SESSION_EVENT_KEY = 'camino.session-event';
export const CHANNEL_NAME = 'camino-session';

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
