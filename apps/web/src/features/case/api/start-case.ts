import { caseSummarySchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

// The server answers a repeated start with the started case, so one retry after a lost answer is safe.
export const startMyCase = (caseId: string | undefined) =>
  apiRequest(`/mycase/startMyCase${caseId ? `?c=${encodeURIComponent(caseId)}` : ''}`, {
    schema: caseSummarySchema,
    method: 'POST',
    auth: 'token',
    retries: 1,
  });
