import { type Locale, missingItemsSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { caseKeys } from './case-keys';

/**
 * What still blocks sending the case for preparation, named in `lang`, in the order to do it. Asked
 * again on every page: the step just finished elsewhere changes it.
 */
export const missingItemsQuery = (lang: Locale) =>
  queryOptions({
    queryKey: caseKeys.missingItems(lang),
    queryFn: ({ signal }) =>
      apiRequest(`/dashboard/missing-items?lang=${lang}`, {
        schema: missingItemsSchema,
        auth: 'token',
        signal,
      }),
    staleTime: 0,
    retry: false,
  });
