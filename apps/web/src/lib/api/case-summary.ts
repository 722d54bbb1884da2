import { caseSummarySchema } from '@camino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { caseKeys } from './case-keys';

export const getCaseSummary = (signal?: AbortSignal) =>
  apiRequest('/mycase/findOneCase', {
    schema: caseSummarySchema,
    auth: 'token',
    signal,
  });

export const caseSummaryQuery = queryOptions({
  queryKey: caseKeys.summary(),
  queryFn: ({ signal }) => getCaseSummary(signal),
  // apiRequest already retries twice.
  retry: false,
});

/** The case as the payment and family screens read it: asked again on every visit, since a payment moves it. */
export const useCaseSummary = () => useQuery({ ...caseSummaryQuery, staleTime: 0 });
