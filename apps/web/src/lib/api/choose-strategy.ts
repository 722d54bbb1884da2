import { caseSummarySchema, type Strategy } from '@camino/contracts';
import { apiRequest } from '../api-client';

/** Records the case type the applicant chose among those they are eligible for; answers the updated case. */
export const chooseStrategy = (strategy: Strategy) =>
  apiRequest('/mycase', { schema: caseSummarySchema, body: { strategy }, auth: 'token' });
