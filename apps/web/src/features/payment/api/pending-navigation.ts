import { queryOptions } from '@tanstack/react-query';
import { getNavigationRules } from '../../../lib/api/navigation-rules';
import { paymentKeys } from '../../../lib/api/payment-keys';

export const PENDING_POLL_MS = 5000;

/** The navigation rules asked every few seconds while a payment waits on the bank. */
export const pendingNavigationQuery = queryOptions({
  queryKey: paymentKeys.pendingRules(),
  queryFn: ({ signal }) => getNavigationRules(signal),
  refetchInterval: PENDING_POLL_MS,
  staleTime: 0,
});
