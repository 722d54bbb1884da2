import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { IDLE_PREFETCH_DELAY_MS } from '@camino/contracts';
import { LIKELY_NEXT } from './likely-next';
import { routeModules } from './route-modules';
import { useIdlePrefetch } from './use-idle-prefetch';

vi.mock('./route-modules', () => ({
  routeModules: {
    'pre-questionnaire': vi.fn(async () => ({ default: () => null })),
    login: vi.fn(async () => ({ default: () => null })),
    services: vi.fn(async () => ({ default: () => null })),
    'about-us': vi.fn(async () => ({ default: () => null })),
  },
}));

describe('idle prefetch', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('loads the likely next pages once the page has been idle for a second', async () => {
    renderHook(() => useIdlePrefetch('home'));
    const login = routeModules.login as ReturnType<typeof vi.fn>;
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS - 1);
    expect(login).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    for (const id of LIKELY_NEXT.home!) expect(routeModules[id], id).toHaveBeenCalled();
  });

  it('does nothing when the page leaves before the delay', () => {
    const { unmount } = renderHook(() => useIdlePrefetch('home'));
    unmount();
    vi.advanceTimersByTime(5_000);
    expect(routeModules['pre-questionnaire']).not.toHaveBeenCalled();
  });

  it('only names real route ids in the likely-next table', async () => {
    const { ROUTES } = await import('@camino/contracts');
    const ids = new Set(ROUTES.map((route) => route.id));
    for (const [from, next] of Object.entries(LIKELY_NEXT)) {
      expect(ids.has(from), from).toBe(true);
      for (const id of next) expect(ids.has(id), id).toBe(true);
      expect(next.length).toBeLessThanOrEqual(4);
    }
  });
});
