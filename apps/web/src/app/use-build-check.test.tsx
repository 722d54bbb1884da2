import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { BUILD_ID, fetchLatestBuild } from '../lib/build-info';
import { useBuildCheck } from './use-build-check';

describe('build check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for builds/latest.json with a timestamp so no cache answers', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ id: 'abc', builtAt: '2026-11-21T00:00:00Z' }));
    await expect(fetchLatestBuild(123, fetchImpl)).resolves.toEqual({
      id: 'abc',
      builtAt: '2026-11-21T00:00:00Z',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json?t=123', { cache: 'no-store' });
    await expect(
      fetchLatestBuild(
        1,
        vi.fn(async () => new Response('<html>', { status: 200 })),
      ),
    ).resolves.toBeNull();
  });

  it('offers an update when the deployed id differs, checking on focus', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 'newer-build' })),
    );
    const { result } = renderHook(() => useBuildCheck(true));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stays quiet when the id is the running one, or when disabled', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: BUILD_ID }));
    vi.stubGlobal('fetch', fetchMock);
    const { result, unmount } = renderHook(() => useBuildCheck(true));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(result.current).toBe(false);
    unmount();

    fetchMock.mockClear();
    renderHook(() => useBuildCheck(false));
    window.dispatchEvent(new Event('focus'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
