import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock';
import { accountRoutes } from './routes';
import { createAuthRoutes } from './auth-routes';

export function createAccountsRoutes(options: { clock?: Clock } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(createAuthRoutes(options));
    await app.register(accountRoutes);
  };
}
