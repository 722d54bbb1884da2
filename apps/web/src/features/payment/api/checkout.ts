import { checkoutSchema, type CreateCheckoutRequest } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';


// The idempotency key makes a repeated create return the same checkout, so retrying is safe.
export const createCheckout = (request: CreateCheckoutRequest) =>
  apiRequest('/payment/checkout', { schema: checkoutSchema, body: request, auth: 'token', retries: 2 });

export const getCheckout = (checkoutId: string, signal?: AbortSignal) =>
  apiRequest(`/checkout/${checkoutId}/status`, {
    schema: checkoutSchema,
    auth: 'token',
    signal,
  });

/** The spec's `checkout/success` call: the record of the checkout a provider returned from. */
export const getCheckoutResult = (checkoutId: string, signal?: AbortSignal) =>
  apiRequest(`/checkout/success?checkoutId=${encodeURIComponent(checkoutId)}`, {
    schema: checkoutSchema,
    auth: 'token',
    signal,
  });

export const cancelCheckout = (checkoutId: string) =>
  apiRequest(`/payment/checkout/${checkoutId}/cancel`, {
    schema: checkoutSchema,
    method: 'POST',
    auth: 'token',
    retries: 2,
  });
