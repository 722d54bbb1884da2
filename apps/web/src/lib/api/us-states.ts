import { dataSelectSchema, type DataOption, type Locale } from '@camino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useLocale } from '../locale';
import { paymentKeys } from './payment-keys';

/** The U.S. states and territories from the server's data source, named in the reader's language. */
export async function getUsStates(lang: Locale, signal?: AbortSignal): Promise<DataOption[]> {
  const answer = await apiRequest('/param-data-select/information', {
    schema: dataSelectSchema,
    body: { name: 'us-states', lang },
    auth: 'token',
    // Reading a list: safe to retry although it is a POST.
    retries: 2,
    signal,
  });
  return answer.options;
}

export const usStatesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: paymentKeys.usStates(locale),
    queryFn: ({ signal }) => getUsStates(locale, signal),
    staleTime: Infinity,
  });

export function useUsStates() {
  return useQuery(usStatesQuery(useLocale()));
}
