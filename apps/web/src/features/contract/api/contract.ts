import { currentContractSchema, type SignContractRequest, signedContractSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getCurrentContract = (signal?: AbortSignal) =>
  apiRequest('/contract/current', {
    schema: currentContractSchema,
    auth: 'token',
    signal,
  });

// A double tap is answered with the first signature's record, so one retry after a lost answer is safe.
export const signContract = (request: SignContractRequest) =>
  apiRequest('/contract/sign', { schema: signedContractSchema, body: request, auth: 'token', retries: 1 });

/** The case's contract: signed (with its record) or not yet. */
export const findContract = (signal?: AbortSignal) =>
  apiRequest('/mycase/find-contract', {
    schema: signedContractSchema,
    auth: 'token',
    signal,
  });
