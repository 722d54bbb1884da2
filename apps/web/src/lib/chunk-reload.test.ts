import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForStaleChunk } from './chunk-reload';

describe('stale chunk reload', () => {
  it('recognises dynamic import failures of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 10 seconds per path', () => {
    const reload = vi.fn();
    const storage = window.sessionStorage;
    storage.clear();
    expect(reloadOnceForStaleChunk('/login', 1_000, storage, reload)).toBe(true);
    expect(reloadOnceForStaleChunk('/login', 5_000, storage, reload)).toBe(false);
    expect(reloadOnceForStaleChunk('/help', 5_000, storage, reload)).toBe(true);
    expect(reloadOnceForStaleChunk('/login', 11_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe('canReloadForStaleChunk', () => {
  it('only reads the stamp', async () => {
    const { canReloadForStaleChunk } = await import('./chunk-reload');
    const storage = window.sessionStorage;
    storage.clear();
    expect(canReloadForStaleChunk('/x', 1_000, storage)).toBe(true);
    expect(canReloadForStaleChunk('/x', 1_000, storage)).toBe(true);
    storage.setItem('camino.chunk-reload:/x', '1000');
    expect(canReloadForStaleChunk('/x', 5_000, storage)).toBe(false);
    expect(canReloadForStaleChunk('/x', 11_000, storage)).toBe(true);
  });
});
