import { formSectionsResponseSchema, type Locale } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formKeys } from '../../../lib/api/form-keys';

export const formSectionsQuery = (lang: Locale) =>
  queryOptions({
    queryKey: formKeys.sections(lang),
    queryFn: ({ signal }) =>
      apiRequest(`/deliverable/formSection?lang=${lang}`, {
        schema: formSectionsResponseSchema,
        auth: 'token',
        signal,
      }),
    staleTime: 0,
    retry: false,
  });
