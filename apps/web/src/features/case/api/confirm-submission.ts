import { submissionConfirmedSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The applicant says the signed package was sent; the case reaches congratulations. */
export const confirmSubmission = () =>
  apiRequest('/mycase/submission-confirmed', {
    schema: submissionConfirmedSchema,
    method: 'POST',
    auth: 'token',
  });
