import { type AcceptTermsRequest, currentTermsSchema, termsAcceptanceSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const termsKeys = {
  all: ['terms'] as const,
  current: () => [...termsKeys.all, 'current'] as const,
};

export const getCurrentTerms = (signal?: AbortSignal) =>
  apiRequest('/terms/current', { schema: currentTermsSchema, auth: 'token', signal });

/** The terms of use and privacy notice in force; they change rarely, so a read is kept for ten minutes. */
export const currentTermsQuery = queryOptions({
  queryKey: termsKeys.current(),
  queryFn: ({ signal }) => getCurrentTerms(signal),
  staleTime: 10 * 60_000,
  retry: false,
});

export const acceptTerms = (request: AcceptTermsRequest) =>
  apiRequest('/terms/accept', { schema: termsAcceptanceSchema, body: request, auth: 'token' });
