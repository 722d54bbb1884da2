import { dashboardPercentageSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { caseKeys } from './case-keys';

/** The dashboard percentage of a case (spec: two query values; without `configId` the case's own questionnaire). */
export function casePercentageQuery(caseId: string, configId?: number | null) {
  const query = new URLSearchParams({ caseId });
  if (configId !== undefined && configId !== null) query.set('configId', String(configId));
  return queryOptions({
    queryKey: caseKeys.percentage(caseId, configId ?? null),
    queryFn: ({ signal }) =>
      apiRequest(`/dashboard/calculatePercentage?${query.toString()}`, {
        schema: dashboardPercentageSchema,
        auth: 'token',
        signal,
      }),
    // Always asked again on a new page: an edit may have completed the case in another tab.
    staleTime: 0,
    retry: false,
  });
}
