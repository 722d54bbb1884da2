import {
  afterFilingSchema,
  type AppointmentsInput,
  interviewPracticeSchema,
  latestMoveSchema,
  type Locale,
  type MoveInput,
  moveSchema,
  type ReceiptInput,
} from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { caseKeys } from '../../../lib/api/case-keys';

export const afterFilingKey = (lang: Locale) => [...caseKeys.all, 'after-filing', lang] as const;

export function afterFilingQuery(lang: Locale) {
  return queryOptions({
    queryKey: afterFilingKey(lang),
    queryFn: ({ signal }) =>
      apiRequest(`/mycase/after-filing?lang=${lang}`, { schema: afterFilingSchema, auth: 'token', signal }),
    retry: false,
  });
}

export const saveReceipt = (lang: Locale, body: ReceiptInput) =>
  apiRequest(`/mycase/after-filing/receipt?lang=${lang}`, {
    schema: afterFilingSchema,
    method: 'PUT',
    auth: 'token',
    body,
  });

export const saveAppointments = (lang: Locale, body: AppointmentsInput) =>
  apiRequest(`/mycase/after-filing/appointments?lang=${lang}`, {
    schema: afterFilingSchema,
    method: 'PUT',
    auth: 'token',
    body,
  });

export const latestMoveKey = () => [...caseKeys.all, 'after-filing', 'move'] as const;

export function latestMoveQuery() {
  return queryOptions({
    queryKey: latestMoveKey(),
    queryFn: ({ signal }) =>
      apiRequest('/mycase/after-filing/moves/latest', { schema: latestMoveSchema, auth: 'token', signal }),
    retry: false,
  });
}

export const recordMove = (body: MoveInput) =>
  apiRequest('/mycase/after-filing/moves', { schema: moveSchema, method: 'POST', auth: 'token', body });

export const interviewPracticeKey = (lang: Locale) =>
  [...caseKeys.all, 'after-filing', 'practice', lang] as const;

/** The practice questions from the applicant's own words, and where the declaration and forms disagree. */
export function interviewPracticeQuery(lang: Locale) {
  return queryOptions({
    queryKey: interviewPracticeKey(lang),
    queryFn: ({ signal }) =>
      apiRequest(`/mycase/after-filing/practice?lang=${lang}`, {
        schema: interviewPracticeSchema,
        auth: 'token',
        signal,
      }),
    retry: false,
  });
}
