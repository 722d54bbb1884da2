import type {
  EligibilityDecision,
  LeadRequest,
  LeadResponse,
  Locale,
  StoredEligibility,
  TempToken,
} from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';

/** Opens the temporary session the questionnaire is answered under (the server also sets a cookie). */
export const generateTempToken = (locale: Locale) =>
  apiRequest<TempToken>('/auth/generate-temp-token', { body: { locale }, auth: 'none' });

/** Decides from the answers stored on the server and records the outcome there. */
export const decideEligibility = () =>
  apiRequest<EligibilityDecision>('/eligibility/decide', { method: 'POST', auth: 'auto' });

export const getEligibilityOutcome = () =>
  apiRequest<StoredEligibility>('/eligibility/outcome', { auth: 'auto' });

export const createLead = (lead: LeadRequest) =>
  apiRequest<LeadResponse>('/leads', { body: lead, auth: 'auto' });
