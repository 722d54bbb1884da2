import { personalInfoResponseSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { caseKeys } from './case-keys';

/** `GET mycase/personal-info`: what the applicant saved, else what the case already knows of them. */
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
