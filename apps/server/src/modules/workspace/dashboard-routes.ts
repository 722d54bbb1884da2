import {
  calculatePercentageQuerySchema,
  dashboardPercentageSchema,
  dashboardQuerySchema,
  dashboardSchema,
  dashboardStepSchema,
  missingItemsQuerySchema,
  missingItemsSchema,
  problemSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApplicantCase } from '../cases';
import { calculatePercentage } from './calculate-percentage';
import { caseMissingItems } from './case-missing-items';
import { getDashboard } from './get-dashboard';
import { getDashboardStep } from './get-dashboard-step';

const tags = ['workspace'];
const errors = { 401: problemSchema };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary:
          'The case card (greeting, application type, filing deadline) with the steps and review card.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: problemSchema, ...errors },
      },
    },
    async (request) => {
      return getDashboard(
        app.db,
        app.moduleHooks.caseProgress,
        await requireApplicantCase(request),
        request.query,
        app.clock(),
      );
    },
  );

  app.get(
    '/dashboard/step',
    {
      schema: {
        tags,
        summary: 'The journey step, the Start application steps with their states and the review card.',
        response: { 200: dashboardStepSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      return getDashboardStep(app.db, app.moduleHooks.caseProgress, caseRow);
    },
  );

  app.get(
    '/dashboard/calculatePercentage',
    {
      schema: {
        tags,
        summary: "The case's completion percentage; 100 makes its pages read-only.",
        querystring: calculatePercentageQuerySchema,
        response: { 200: dashboardPercentageSchema, 400: problemSchema, 404: problemSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      return calculatePercentage(app.db, app.moduleHooks.caseProgress, caseRow, request.query);
    },
  );

  app.get(
    '/dashboard/missing-items',
    {
      schema: {
        tags,
        summary:
          'What still blocks sending the case for preparation, in the order to do it, each with where it is done; empty at 100 %.',
        querystring: missingItemsQuerySchema,
        response: { 200: missingItemsSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      return {
        items: await caseMissingItems(app.db, app.moduleHooks.caseProgress, caseRow, request.query.lang),
      };
    },
  );
};
