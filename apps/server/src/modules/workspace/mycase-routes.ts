import {
  caseSummarySchema,
  personalInfoResponseSchema,
  personalInfoSchema,
  problemSchema,
  startMyCaseQuerySchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApplicantCase, toCaseSummary } from '../cases';
import { getPersonalInfo, savePersonalInfo } from './personal-info';
import { startMyCase } from './start-my-case';

const tags = ['workspace'];
const errors = { 401: problemSchema, 409: problemSchema };

export const mycaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mycase/startMyCase',
    {
      schema: {
        tags,
        summary: 'Starts the application (documents come next); repeating it changes nothing.',
        querystring: startMyCaseQuerySchema,
        response: { 200: caseSummarySchema, 404: problemSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const now = app.clock();
      const started = await startMyCase(app.db, caseRow, request.query.c, now);
      return toCaseSummary(app.db, started, now);
    },
  );

  app.get(
    '/mycase/personal-info',
    {
      schema: {
        tags,
        summary: "The applicant's personal information, prefilled from the account until first saved.",
        response: { 200: personalInfoResponseSchema, ...errors },
      },
    },
    async (request) => {
      return getPersonalInfo(app.db, await requireApplicantCase(request));
    },
  );

  app.put(
    '/mycase/personal-info',
    {
      schema: {
        tags,
        summary: 'Saves the personal information; refused (409) once the case is read-only.',
        body: personalInfoSchema,
        response: { 200: personalInfoResponseSchema, 400: problemSchema, ...errors },
      },
    },
    async (request) =>
      savePersonalInfo(app.db, await requireApplicantCase(request), request.body, {
        now: app.clock(),
        log: request.log,
        progress: app.moduleHooks.caseProgress,
      }),
  );
};
