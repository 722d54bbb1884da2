import { clientConfigSchema } from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getClientConfig } from './get-client-config';

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-config',
    {
      schema: {
        tags: ['system'],
        summary: 'What the browser needs to know about this deployment.',
        response: { 200: clientConfigSchema },
      },
    },
    async () => getClientConfig(app.config),
  );
};
