import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRoutes } from './dashboard-routes';
import { featureFlagRoutes } from './feature-flag-routes';
import { mycaseRoutes } from './mycase-routes';

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(mycaseRoutes);
  await app.register(featureFlagRoutes);
};
