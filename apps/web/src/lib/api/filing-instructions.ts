import { filingInstructionsSchema, type Locale } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { reviewKeys } from './review-keys';

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
