import { eligibilityDecisionSchema, storedEligibilitySchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Decides from the answers stored on the server and records the outcome there. */
export const decideEligibility = () =>
  apiRequest('/eligibility/decide', { schema: eligibilityDecisionSchema, method: 'POST', auth: 'auto' });

export const getEligibilityOutcome = () =>
  apiRequest('/eligibility/outcome', { schema: storedEligibilitySchema, auth: 'auto' });
