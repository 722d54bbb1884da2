/**
 * Small JSON values kept in localStorage under the questionnaire's prefix. Storage can be full or
 * disabled (private browsing); every read and write then degrades to "nothing stored".
 */
const PREFIX = 'camino.questionnaire.';

export interface CachedResponse {
  etag: string | null;
  body: unknown;
}

export function readStored<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readCached(key: string): CachedResponse | null {
  const cached = readStored<CachedResponse>(`cache:${key}`);
  return cached && typeof cached === 'object' && 'body' in cached ? cached : null;
}

export function writeCached(key: string, value: CachedResponse): void {
  writeStored(`cache:${key}`, value);
}
