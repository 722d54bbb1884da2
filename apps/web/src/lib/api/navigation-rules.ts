import type { NavigationRulesResponse } from '@camino/contracts';
import { apiRequest, type ResponseSchema } from '../api-client';

const isAccess = (value: unknown): value is NavigationRulesResponse['access'] => {
  if (!value || typeof value !== 'object') return false;
  const { paid, canAccessPayment, canAccessMyCase } = value as Record<string, unknown>;
  return [paid, canAccessPayment, canAccessMyCase].every((flag) => typeof flag === 'boolean');
};

/**
 * The contract's shape, checked by hand rather than with zod: the route guards read this call before
 * any page renders, and the first page must not carry the schema library.
 */
export const navigationRulesAnswer: ResponseSchema<NavigationRulesResponse> = {
  safeParse(body) {
    if (!body || typeof body !== 'object') return { success: false, error: 'not an object' };
    const { route, hasCorrectionRequest, isFinalReview, access } = body as Record<string, unknown>;
    if (typeof route !== 'string' || !route.startsWith('/')) return { success: false, error: 'route' };
    if (typeof hasCorrectionRequest !== 'boolean' || typeof isFinalReview !== 'boolean' || !isAccess(access))
      return { success: false, error: 'flags' };
    return { success: true, data: { route, hasCorrectionRequest, isFinalReview, access } };
  },
};

/** Where the case goes next and what it may reach: the one call of the navigation rules. */
export const getNavigationRules = (signal?: AbortSignal) =>
  apiRequest('/param-navigation-rules', { schema: navigationRulesAnswer, auth: 'token', signal });

/** The same call for the route guards, which fall back to a safe page when it fails. */
export const readNavigationRules = (signal?: AbortSignal): Promise<NavigationRulesResponse | null> =>
  getNavigationRules(signal).catch(() => null);
