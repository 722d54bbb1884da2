import { CHUNK_RELOAD_GUARD_MS } from '@camino/contracts';

const KEY_PREFIX = 'camino.chunk-reload:';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

/** True when a stale-chunk reload for `path` is allowed now (no reload in the last 10 seconds). */
export function canReloadForStaleChunk(
  path = window.location.pathname,
  now = Date.now(),
  storage: Storage = window.sessionStorage,
): boolean {
  try {
    const stored = storage.getItem(`${KEY_PREFIX}${path}`);
    const last = stored === null ? null : Number(stored);
    return last === null || !Number.isFinite(last) || now - last >= CHUNK_RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/**
 * After a deployment, an open tab may ask for chunks that no longer exist. One reload fetches the
 * new build; the timestamp stops a broken deployment from reloading forever.
 */
export function reloadOnceForStaleChunk(
  path = window.location.pathname,
  now = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!canReloadForStaleChunk(path, now, storage)) return false;
  try {
    storage.setItem(`${KEY_PREFIX}${path}`, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
