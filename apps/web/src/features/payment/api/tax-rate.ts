import { taxApplicabilitySchema } from '@camino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/api/payment-keys';

export const getTaxRate = (state: string, signal?: AbortSignal) =>
  apiRequest(`/tax-applicability?state=${encodeURIComponent(state)}`, {
    schema: taxApplicabilitySchema,
    auth: 'token',
    signal,
  });

export const taxRateQuery = (state: string) =>
  queryOptions({
    queryKey: paymentKeys.taxRate(state),
    queryFn: ({ signal }) => getTaxRate(state, signal),
    enabled: /^[A-Z]{2}$/.test(state),
    staleTime: Infinity,
  });

export const useTaxRate = (state: string) => useQuery(taxRateQuery(state));
