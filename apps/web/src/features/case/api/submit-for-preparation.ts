import { caseSummarySchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The applicant's answers are complete: the case goes to preparation. */
export const submitForPreparation = () =>
  apiRequest('/mycase/confirm/information', { schema: caseSummarySchema, method: 'PUT', auth: 'token' });
