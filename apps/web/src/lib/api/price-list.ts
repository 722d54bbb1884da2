import { basicPaymentOptionsSchema, type Strategy } from '@camino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { paymentKeys } from './payment-keys';

export const getPriceList = (strategy: Strategy, signal?: AbortSignal) =>
  apiRequest(`/basic-payment-options/${strategy}`, {
    schema: basicPaymentOptionsSchema,
    auth: 'token',
    signal,
  });

export const priceListQuery = (strategy: Strategy | null | undefined) =>
  queryOptions({
    queryKey: paymentKeys.priceList(strategy),
    queryFn: ({ signal }) => getPriceList(strategy!, signal),
    enabled: Boolean(strategy),
  });

export const usePriceList = (strategy: Strategy | null | undefined) => useQuery(priceListQuery(strategy));
