import {
  calculatePercentageQuerySchema,
  dashboardPercentageSchema,
  dashboardQuerySchema,
  dashboardSchema,
  dashboardStepSchema,
  leadRequestSchema,
  leadResponseSchema,
  missingItemsQuerySchema,
  missingItemsSchema,
  problemSchema,
  screeningCheckSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApplicantCase } from '../cases';
import { calculatePercentage } from './calculate-percentage';
import { caseMissingItems } from './case-missing-items';
import { getDashboard } from './get-dashboard';
import { getDashboardStep } from './get-dashboard-step';
import { applicantToday } from './applicant-today';
import { caseScreening } from './case-screening';
import { requestLawyerReferral } from './lawyer-referral';

const tags = ['workspace'];
const errors = { 401: problemSchema };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mycase/lawyer-referral',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'An applicant whose later answers mean the case needs a lawyer asks a partner law firm to contact them.',
        body: leadRequestSchema,
        response: { 201: leadResponseSchema, 400: problemSchema, 403: problemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lead = await requestLawyerReferral(
        { db: app.db, jobs: app.jobs, now: app.clock() },
        await requireApplicantCase(request),
        request.body,
      );
      return reply.code(201).send(lead);
    },
  );

  app.get(
    '/mycase/screening-check',
    {
      schema: {
        tags,
        summary:
          'What the legal answers changed of the eligibility check, and whether the case type still fits without a lawyer.',
        querystring: dashboardQuerySchema,
        response: { 200: screeningCheckSchema, 400: problemSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const today = applicantToday(app.clock(), request.query.timeZone);
      return (await caseScreening(app.db, caseRow, today)).result;
    },
  );

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
