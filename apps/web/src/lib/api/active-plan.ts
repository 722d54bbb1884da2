import { activePaymentPlanSchema } from '@camino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { paymentKeys } from './payment-keys';

export const getActivePlan = (signal?: AbortSignal) =>
  apiRequest('/active-payment-plan', {
    schema: activePaymentPlanSchema,
    auth: 'token',
    signal,
  });

export const activePlanQuery = queryOptions({
  queryKey: paymentKeys.activePlan(),
  queryFn: ({ signal }) => getActivePlan(signal),
  staleTime: 0,
});

export const useActivePlan = (enabled = true) => useQuery({ ...activePlanQuery, enabled });
