import { caseStateLogSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { caseKeys } from '../../../lib/api/case-keys';

export const getCaseHistory = (signal?: AbortSignal) =>
  apiRequest('/core/case-state-logs', {
    schema: caseStateLogSchema,
    auth: 'token',
    signal,
  });

export const caseHistoryQuery = queryOptions({
  queryKey: caseKeys.history(),
  queryFn: ({ signal }) => getCaseHistory(signal),
  staleTime: 0,
  retry: false,
});
