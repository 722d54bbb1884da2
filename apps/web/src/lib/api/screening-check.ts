import { screeningCheckSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { browserTimeZone } from '../browser-time-zone';
import { caseKeys } from './case-keys';

/**
 * `GET mycase/screening-check`: what the legal answers changed of the eligibility check. Read where the
 * applicant answers, on the dashboard and before approval; refetched whenever answers were saved.
 */
export function screeningCheckQuery() {
  const zone = browserTimeZone();
  return queryOptions({
    queryKey: caseKeys.screeningCheck(),
    queryFn: ({ signal }) =>
      apiRequest(`/mycase/screening-check${zone ? `?timeZone=${encodeURIComponent(zone)}` : ''}`, {
        schema: screeningCheckSchema,
        auth: 'token',
        signal,
      }),
    staleTime: 0,
    retry: false,
  });
}
