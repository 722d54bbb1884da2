import type { SafeMailingAddressRequest, SafeMailingAddressState } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Before an account exists it is the temporary session's; afterwards the account's. */
export const safeMailingAddressQuery = queryOptions({
  queryKey: ['safe-contact', 'mailing-address'],
  queryFn: ({ signal }) =>
    apiRequest<SafeMailingAddressState>('/safe-contact/mailing-address', { auth: 'auto', signal }),
  staleTime: 0,
});

export const saveSafeMailingAddress = (request: SafeMailingAddressRequest) =>
  apiRequest<SafeMailingAddressState>('/safe-contact/mailing-address', {
    method: 'PUT',
    body: request,
    auth: 'auto',
  });
