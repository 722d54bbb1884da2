import type { ContactInfo, PersonalInfoInput, PersonalInfoResponse } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const personalInfoQuery = queryOptions({
  queryKey: ['mycase', 'personal-info'] as const,
  queryFn: ({ signal }) =>
    apiRequest<PersonalInfoResponse>('/mycase/personal-info', { auth: 'token', signal }),
  staleTime: 0,
  retry: false,
});

// A PUT of the whole record: repeating it after a lost answer writes the same values.
export const savePersonalInfo = (info: PersonalInfoInput) =>
  apiRequest<PersonalInfoResponse>('/mycase/personal-info', { method: 'PUT', body: info, auth: 'token' });

/** The masked email and phone the applicant logs in with, which the profile's contact fields do not change. */
export const signInIdentityQuery = queryOptions({
  queryKey: ['auth', 'sign-in-identity'] as const,
  queryFn: ({ signal }) => apiRequest<ContactInfo>('/auth/sign-in-identity', { auth: 'token', signal }),
  staleTime: 60_000,
  retry: false,
});
