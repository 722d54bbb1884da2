import { type PaymentQuoteRequest, paymentQuoteResponseSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/api/payment-keys';

export const postQuote = (request: PaymentQuoteRequest) =>
  apiRequest('/payment/quote', {
    schema: paymentQuoteResponseSchema,
    body: request,
    auth: 'token',
    retries: 2,
  });

/** The server's quote for a plan: what the checkout will charge. */
export const quoteQuery = (request: PaymentQuoteRequest) =>
  queryOptions({
    queryKey: paymentKeys.quote(request),
    queryFn: () => postQuote(request),
    // The call itself retries network failures; a refusal (400, 409) would only be refused again.
    retry: false,
  });
