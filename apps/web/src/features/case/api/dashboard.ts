import { dashboardSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { caseKeys } from '../../../lib/api/case-keys';
import { browserTimeZone } from '../../../lib/browser-time-zone';

export const getDashboard = (timeZone: string | undefined, signal?: AbortSignal) =>
  apiRequest(`/dashboard${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`, {
    schema: dashboardSchema,
    auth: 'token',
    signal,
  });

export function dashboardQuery() {
  const zone = browserTimeZone();
  return queryOptions({
    queryKey: caseKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(zone, signal),
    staleTime: 0,
    // apiRequest already retries twice.
    retry: false,
  });
}
