import { type AddEvidenceRequest, evidenceListSchema, type Locale } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

export const getEvidence = (locale: Locale, signal?: AbortSignal) =>
  apiRequest(`/documents/additionalEvidence?lang=${locale}`, {
    schema: evidenceListSchema,
    auth: 'token',
    signal,
  });

export const evidenceQuery = (locale: Locale) =>
  queryOptions({
    queryKey: documentKeys.evidence(locale),
    queryFn: ({ signal }) => getEvidence(locale, signal),
  });

export const addEvidence = (locale: Locale, request: AddEvidenceRequest) =>
  apiRequest(`/documents/aditionalEvidence?lang=${locale}`, {
    schema: evidenceListSchema,
    method: 'POST',
    body: request,
    auth: 'token',
  });
