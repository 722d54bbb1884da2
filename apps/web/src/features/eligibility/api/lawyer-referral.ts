import { type LeadRequest, leadResponseSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Asks a partner law firm to contact a signed-in applicant whose case now needs a lawyer. */
export const requestLawyerReferral = (lead: LeadRequest) =>
  apiRequest('/mycase/lawyer-referral', { schema: leadResponseSchema, body: lead, auth: 'token' });
