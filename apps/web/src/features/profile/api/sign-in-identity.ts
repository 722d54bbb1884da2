import { contactInfoSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const signInIdentityKeys = { identity: () => ['auth', 'sign-in-identity'] as const };

/** The masked email and phone the applicant logs in with, which the profile's contact fields do not change. */
export const signInIdentityQuery = queryOptions({
  queryKey: signInIdentityKeys.identity(),
  queryFn: ({ signal }) =>
    apiRequest('/auth/sign-in-identity', { schema: contactInfoSchema, auth: 'token', signal }),
  staleTime: 60_000,
  retry: false,
});
