import { paymentClientInfoSchema, receiptsSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getReceipts = (signal?: AbortSignal) =>
  apiRequest('/payment/receipts', { schema: receiptsSchema, auth: 'token', signal });

/** The payer's name and contact as the confirmation page shows them. */
export const getClientInfo = (signal?: AbortSignal) =>
  apiRequest('/client-info', {
    schema: paymentClientInfoSchema,
    auth: 'token',
    signal,
  });
