import { text, outboxSchema } from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './list-outbox';
import { outboxInUse } from './transports';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The outbox holds live activation and reset links: it exists only where nothing is really sent
  // and never in production.
  if (app.config.isProduction || !outboxInUse(app.config)) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages kept in the development outbox, newest first.',
        querystring: z.object({ to: text({ max: 254 }).optional() }),
        response: { 200: outboxSchema },
      },
    },
    async (request) => ({ messages: await listOutbox(app.db, { to: request.query.to?.toLowerCase() }) }),
  );
};
