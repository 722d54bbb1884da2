import { type SafeMailingAddressRequest, safeMailingAddressStateSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const safeMailingAddressKeys = { address: () => ['safe-contact', 'mailing-address'] as const };

/** Before an account exists it is the temporary session's; afterwards the account's. */
export const safeMailingAddressQuery = queryOptions({
  queryKey: safeMailingAddressKeys.address(),
  queryFn: ({ signal }) =>
    apiRequest('/safe-contact/mailing-address', {
      schema: safeMailingAddressStateSchema,
      auth: 'auto',
      signal,
    }),
  staleTime: 0,
});

export const saveSafeMailingAddress = (request: SafeMailingAddressRequest) =>
  apiRequest('/safe-contact/mailing-address', {
    schema: safeMailingAddressStateSchema,
    method: 'PUT',
    body: request,
    auth: 'auto',
  });
