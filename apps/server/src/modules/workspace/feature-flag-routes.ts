import {
  featureFlagQuerySchema,
  featureFlagStatusSchema,
  problemSchema,
  SALUD_TOTAL_CARD_FLAG,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flagStatus, loadDeploymentFlags } from './feature-flags';

const tags = ['workspace'];

/** Flags say what the web app shows, never who may do what, so they need no credentials. */
export const featureFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  const flags = await loadDeploymentFlags(app.config);
  for (const problem of flags.problems) app.log.warn({ variable: 'FEATURE_FLAGS' }, problem);

  app.get(
    '/feature-flag/validate',
    {
      schema: {
        tags,
        summary: 'Whether a feature flag is on; an undeclared key is off.',
        querystring: featureFlagQuerySchema,
        response: { 200: featureFlagStatusSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return flagStatus(flags, request.query.key);
    },
  );

  app.get(
    `/feature-flag/validate/${SALUD_TOTAL_CARD_FLAG}`,
    {
      schema: {
        tags,
        summary: 'Whether the health-plan partner card is shown.',
        response: { 200: featureFlagStatusSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return flagStatus(flags, SALUD_TOTAL_CARD_FLAG);
    },
  );
};
