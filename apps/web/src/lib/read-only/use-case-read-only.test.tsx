import type { CaseSummary } from '@camino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionManager } from '../session/session-store';
import { useCaseReadOnly, useCaseReadOnlyStatus } from './use-case-read-only';

const CASE_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const CASE_SUMMARY: CaseSummary = {
  id: CASE_ID,
  strategy: 'asylum',
  eligibleStrategies: ['asylum'],
  step: 'forms',
  payment: 'paid-in-full',
  plan: 'full',
  access: { paid: true, canAccessPayment: true, canAccessMyCase: true },
  createdAt: '2026-11-01T12:00:00.000Z',
};

/** The case summary answers; the percentage call answers `percentage` (a number, or a failure). */
function mockPercentage(percentage: number | 'http-500' | 'offline') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/mycase/findOneCase') return Response.json(CASE_SUMMARY);
    if (url.startsWith('/api/dashboard/calculatePercentage?')) {
      expect(new URL(url, 'http://localhost').searchParams.get('caseId')).toBe(CASE_ID);
      if (percentage === 'offline') throw new TypeError('Failed to fetch');
      if (percentage === 'http-500') return Response.json({ code: 'INTERNAL' }, { status: 500 });
      return Response.json({ completionPercentage: percentage });
    }
    return Response.json({ code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  window.sessionStorage.setItem('camino.auth', JSON.stringify({ token: 'token-1' }));
  resetSessionManager();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('useCaseReadOnly', () => {
  it('is read-only at 100 %', async () => {
    mockPercentage(100);
    const { result } = renderHook(() => useCaseReadOnlyStatus(), { wrapper });
    await waitFor(() => expect(result.current).toBe('complete'));
    const readOnly = renderHook(() => useCaseReadOnly(), { wrapper });
    await waitFor(() => expect(readOnly.result.current).toBe(true));
  });

  it('is editable at 80 %', async () => {
    mockPercentage(80);
    const { result } = renderHook(() => ({ status: useCaseReadOnlyStatus(), readOnly: useCaseReadOnly() }), {
      wrapper,
    });
    // Until the percentage is known, nothing may be edited.
    expect(result.current.readOnly).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ status: 'editable', readOnly: false }));
  });

  it('is read-only when the percentage call fails (spec section 4)', async () => {
    mockPercentage('http-500');
    const { result } = renderHook(() => ({ status: useCaseReadOnlyStatus(), readOnly: useCaseReadOnly() }), {
      wrapper,
    });
    // The client retries twice before the call counts as failed.
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable', readOnly: true }), {
      timeout: 5000,
    });
  });

  it('is read-only when the network is down', async () => {
    mockPercentage('offline');
    const { result } = renderHook(() => useCaseReadOnly(), { wrapper });
    await waitFor(() => expect(result.current).toBe(true), { timeout: 5000 });
  });
});
