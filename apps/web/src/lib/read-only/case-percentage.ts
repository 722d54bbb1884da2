import type { CaseSummary, DashboardPercentage } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The signed-in applicant's case; the same key as the other screens reading `mycase/findOneCase`. */
export const caseSummaryQuery = queryOptions({
  queryKey: ['mycase', 'summary'] as const,
  queryFn: ({ signal }) => apiRequest<CaseSummary>('/mycase/findOneCase', { auth: 'token', signal }),
  retry: false,
});

/** The dashboard percentage of a case (spec: two query values; without `configId` the case's own questionnaire). */
export function casePercentageQuery(caseId: string, configId?: number | null) {
  const query = new URLSearchParams({ caseId });
  if (configId !== undefined && configId !== null) query.set('configId', String(configId));
  return queryOptions({
    queryKey: ['mycase', 'percentage', caseId, configId ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<DashboardPercentage>(`/dashboard/calculatePercentage?${query.toString()}`, {
        auth: 'token',
        signal,
      }),
    // Always asked again on a new page: an edit may have completed the case in another tab.
    staleTime: 0,
    retry: false,
  });
}
