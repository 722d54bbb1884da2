import { featureFlagStatusSchema, SALUD_TOTAL_CARD_FLAG } from '@camino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Flags change only with a release or a restart; a tab asks again after five minutes at most. */
const FLAG_STALE_MS = 5 * 60_000;

// The partner card's flag has its own call in the spec; every other flag goes through the generic one.
const flagPath = (key: string) =>
  key === SALUD_TOTAL_CARD_FLAG
    ? `/feature-flag/validate/${SALUD_TOTAL_CARD_FLAG}`
    : `/feature-flag/validate?key=${encodeURIComponent(key)}`;

export const featureFlagKeys = {
  all: ['feature-flag'] as const,
  flag: (key: string) => [...featureFlagKeys.all, key] as const,
};

export function featureFlagQuery(key: string) {
  return queryOptions({
    queryKey: featureFlagKeys.flag(key),
    queryFn: ({ signal }) =>
      apiRequest(flagPath(key), { schema: featureFlagStatusSchema, auth: 'auto', signal }),
    staleTime: FLAG_STALE_MS,
    // apiRequest already retries twice.
    retry: false,
  });
}

/**
 * Whether a feature is on. Until the answer arrives, and when the call fails, the feature is off:
 * the web app hides what a flag does not clearly turn on.
 */
export function useFeatureFlag(key: string): boolean {
  const { data } = useQuery(featureFlagQuery(key));
  return data?.enabled === true;
}
