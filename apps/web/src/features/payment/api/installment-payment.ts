import { type CreatePaymentRequest, createPaymentResponseSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Pays an installment (or the rest of the plan) of the active plan. */
export const createPayment = (request: CreatePaymentRequest) =>
  apiRequest('/create-payment', {
    schema: createPaymentResponseSchema,
    body: request,
    auth: 'token',
    retries: 2,
  });
