import type {
  AcceptTermsRequest,
  CurrentContract,
  CurrentTerms,
  NavigationRulesResponse,
  SignContractRequest,
  SignedContract,
  TermsAcceptance,
} from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';

export const getCurrentTerms = (signal?: AbortSignal) =>
  apiRequest<CurrentTerms>('/terms/current', { auth: 'token', ...(signal ? { signal } : {}) });

export const acceptTerms = (request: AcceptTermsRequest) =>
  apiRequest<TermsAcceptance>('/terms/accept', { body: request, auth: 'token' });

export const getCurrentContract = (signal?: AbortSignal) =>
  apiRequest<CurrentContract>('/contract/current', { auth: 'token', ...(signal ? { signal } : {}) });

// A double tap is answered with the first signature's record, so one retry after a lost answer is safe.
export const signContract = (request: SignContractRequest) =>
  apiRequest<SignedContract>('/contract/sign', { body: request, auth: 'token', retries: 1 });

export const findContract = (signal?: AbortSignal) =>
  apiRequest<SignedContract>('/mycase/find-contract', { auth: 'token', ...(signal ? { signal } : {}) });

export const getNavigationRules = () =>
  apiRequest<NavigationRulesResponse>('/param-navigation-rules', { auth: 'token' });
