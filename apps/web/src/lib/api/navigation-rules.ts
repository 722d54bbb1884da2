import { navigationRulesResponseSchema } from '@camino/contracts';
import { apiRequest } from '../api-client';

/** Where the case goes next and what it may reach; the route guards read the same call through their own light parser. */
export const getNavigationRules = (signal?: AbortSignal) =>
  apiRequest('/param-navigation-rules', {
    schema: navigationRulesResponseSchema,
    auth: 'token',
    signal,
  });
