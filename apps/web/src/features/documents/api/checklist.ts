import { documentChecklistSchema, type Locale } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

export const getChecklist = (locale: Locale, signal?: AbortSignal) =>
  apiRequest(`/documents/list?lang=${locale}`, {
    schema: documentChecklistSchema,
    auth: 'token',
    signal,
  });

export const checklistQuery = (locale: Locale) =>
  queryOptions({
    queryKey: documentKeys.checklist(locale),
    queryFn: ({ signal }) => getChecklist(locale, signal),
  });
