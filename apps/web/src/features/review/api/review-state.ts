import { caseApprovalSchema, type Locale, type ReviewSection, reviewStateSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from '../../../lib/api/review-keys';

export const reviewQuery = (lang: Locale) =>
  queryOptions({
    queryKey: reviewKeys.state(lang),
    queryFn: ({ signal }) =>
      apiRequest(`/review?lang=${lang}`, { schema: reviewStateSchema, auth: 'token', signal }),
    staleTime: 0,
    retry: false,
  });

export const confirmSection = (section: ReviewSection, lang: Locale) =>
  apiRequest(`/review/confirm?lang=${lang}`, {
    schema: reviewStateSchema,
    method: 'POST',
    auth: 'token',
    body: { section },
  });

export const approveCase = () =>
  apiRequest('/deliverable/approved', {
    schema: caseApprovalSchema,
    method: 'PATCH',
    auth: 'token',
    body: { accurate: true, noLegalAdvice: true },
  });
