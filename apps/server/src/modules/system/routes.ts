import { AppError, healthSchema, problemSchema, readinessSchema } from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReadiness } from './get-readiness';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers HTTP (does not touch the database).',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations applied, job runner started.',
        response: { 200: readinessSchema, 503: problemSchema },
      },
    },
    async (request) => {
      const checks = await getReadiness({ database: app.database, jobs: app.jobs, log: request.log });
      const failing = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
      if (failing.length > 0) {
        throw new AppError('UNAVAILABLE', {
          detail: `Not ready: ${failing.join(', ')}.`,
          extensions: { checks },
        });
      }
      return { status: 'ready' as const, checks };
    },
  );
};
