import { type CaseRequestBody, caseRequestListSchema, caseRequestSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { reviewKeys } from './review-keys';

export const requestsQuery = queryOptions({
  queryKey: reviewKeys.requests(),
  queryFn: ({ signal }) =>
    apiRequest('/case-requests/by-case', { schema: caseRequestListSchema, auth: 'token', signal }),
  staleTime: 0,
  retry: false,
});

export const sendCaseRequest = (body: CaseRequestBody) =>
  apiRequest('/case-requests', { schema: caseRequestSchema, method: 'POST', auth: 'token', body });

export const resolveCaseRequest = () =>
  apiRequest('/case-requests/resolve', { schema: caseRequestSchema, method: 'POST', auth: 'token' });
