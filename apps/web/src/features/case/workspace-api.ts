import type { CaseStateLogEntry, CaseSummary, Dashboard } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The browser's own zone, so the days left are counted on the applicant's calendar. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function dashboardQuery() {
  const zone = browserTimeZone();
  const query = zone ? `?timeZone=${encodeURIComponent(zone)}` : '';
  return queryOptions({
    queryKey: ['mycase', 'dashboard'] as const,
    queryFn: ({ signal }) => apiRequest<Dashboard>(`/dashboard${query}`, { auth: 'token', signal }),
    staleTime: 0,
    // apiRequest already retries twice.
    retry: false,
  });
}

export const caseHistoryQuery = queryOptions({
  queryKey: ['mycase', 'history'] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ entries: CaseStateLogEntry[] }>('/core/case-state-logs', { auth: 'token', signal }),
  staleTime: 0,
  retry: false,
});

// The server answers a repeated start with the started case, so one retry after a lost answer is safe.
export const startMyCase = (caseId: string | undefined) =>
  apiRequest<CaseSummary>(`/mycase/startMyCase${caseId ? `?c=${encodeURIComponent(caseId)}` : ''}`, {
    method: 'POST',
    auth: 'token',
    retries: 1,
  });
