import { type PersonalInfoInput, personalInfoResponseSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { caseKeys } from '../../../lib/api/case-keys';

export const getPersonalInfo = (signal?: AbortSignal) =>
  apiRequest('/mycase/personal-info', {
    schema: personalInfoResponseSchema,
    auth: 'token',
    signal,
  });

export const personalInfoQuery = queryOptions({
  queryKey: caseKeys.personalInfo(),
  queryFn: ({ signal }) => getPersonalInfo(signal),
  staleTime: 0,
  retry: false,
});

// A PUT of the whole record: repeating it after a lost answer writes the same values.
export const savePersonalInfo = (info: PersonalInfoInput) =>
  apiRequest('/mycase/personal-info', {
    schema: personalInfoResponseSchema,
    method: 'PUT',
    body: info,
    auth: 'token',
  });
