import { filingInstructionsSchema, type Locale } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from '../../../lib/api/review-keys';

export const instructionsQuery = (lang: Locale) =>
  queryOptions({
    queryKey: reviewKeys.instructions(lang),
    queryFn: ({ signal }) =>
      apiRequest(`/instructions/mine?lang=${lang}`, {
        schema: filingInstructionsSchema,
        auth: 'token',
        signal,
      }),
    staleTime: 0,
    retry: false,
  });
