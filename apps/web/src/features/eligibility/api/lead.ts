import { type LeadRequest, leadResponseSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Records a visitor who does not fit a case type, so a partner can reach them. */
export const createLead = (lead: LeadRequest) =>
  apiRequest('/leads', { schema: leadResponseSchema, body: lead, auth: 'auto' });
