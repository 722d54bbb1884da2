import { clientConfigSchema, type ClientConfig } from '@camino/contracts';
import { apiRequest } from '../api-client';

/** What this deployment offers (developer pages, the outbox, social sign-in); read once per page that needs it. */
export const getClientConfig = (
  options: { signal?: AbortSignal; retries?: number } = {},
): Promise<ClientConfig> => apiRequest('/client-config', { schema: clientConfigSchema, auth: 'none', ...options });
