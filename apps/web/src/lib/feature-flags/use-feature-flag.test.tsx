import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeatureFlag } from './use-feature-flag';

function mockFlags(flags: Record<string, boolean | 'fail'>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const key =
      url.pathname === '/api/feature-flag/validate'
        ? (url.searchParams.get('key') ?? '')
        : url.pathname.replace('/api/feature-flag/validate/', '');
    const value = flags[key] ?? false;
    if (value === 'fail') return Response.json({ code: 'NOT_FOUND' }, { status: 404 });
    return Response.json({ key, enabled: value });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFeatureFlag', () => {
  it('asks once per key and shares the answer between components', async () => {
    const fetchMock = mockFlags({ 'salud-total-card': true, 'other-card': false });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        card: useFeatureFlag('salud-total-card'),
        again: useFeatureFlag('salud-total-card'),
        other: useFeatureFlag('other-card'),
      }),
      { wrapper },
    );
    // Off until the server says otherwise.
    expect(result.current).toEqual({ card: false, again: false, other: false });
    await waitFor(() => expect(result.current).toEqual({ card: true, again: true, other: false }));
    const second = renderHook(() => useFeatureFlag('salud-total-card'), { wrapper });
    expect(second.result.current).toBe(true);
    expect(fetchMock.mock.calls.map(([input]) => String(input)).sort()).toEqual([
      '/api/feature-flag/validate/salud-total-card',
      '/api/feature-flag/validate?key=other-card',
    ]);
  });

  it('stays off when the call fails', async () => {
    const fetchMock = mockFlags({ 'salud-total-card': 'fail' });
    const client = new QueryClient();
    const { result } = renderHook(() => useFeatureFlag('salud-total-card'), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() =>
      expect(client.getQueryState(['feature-flag', 'salud-total-card'])?.status).toBe('error'),
    );
    expect(result.current).toBe(false);
  });
});
