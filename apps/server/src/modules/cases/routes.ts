import {
  caseAccess,
  caseStateLogSchema,
  caseSummarySchema,
  chooseStrategyRequestSchema,
  derivativesResponseSchema,
  navigationRules,
  navigationRulesResponseSchema,
  problemSchema,
  replaceDerivativesRequestSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCaseSummary } from './case-summary';
import { chooseStrategy } from './choose-strategy';
import { listDerivatives, replaceDerivatives } from './derivatives';
import { afterDerivativesSave, beforeDerivativesSave } from './derivative-hooks';
import { requireApplicantCase } from './require-applicant-case';
import { listCaseStateLog } from './state-log';

const tags = ['cases'];
const errors = { 401: problemSchema, 409: problemSchema };

export const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/param-navigation-rules',
    {
      schema: {
        tags,
        summary: 'Where the applicant belongs now, with the review flags and the access flags of the guards.',
        response: { 200: navigationRulesResponseSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const state = { step: caseRow.step, payment: caseRow.payment };
      return { ...navigationRules(state), access: caseAccess(state) };
    },
  );

  app.get(
    '/mycase/findOneCase',
    {
      schema: {
        tags,
        summary: "The signed-in applicant's case.",
        response: { 200: caseSummarySchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      return toCaseSummary(app.db, caseRow, app.clock());
    },
  );

  app.post(
    '/mycase',
    {
      schema: {
        tags,
        summary: 'Chooses the case type among those the eligibility answers support (before payment).',
        body: chooseStrategyRequestSchema,
        response: { 200: caseSummarySchema, 400: problemSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const now = app.clock();
      const updated = await chooseStrategy(app.db, caseRow, request.body.strategy, now);
      return toCaseSummary(app.db, updated, now);
    },
  );

  app.get(
    '/core/case-state-logs',
    {
      schema: {
        tags,
        summary: "The case's history: every transition, oldest first.",
        response: { 200: caseStateLogSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      return { entries: await listCaseStateLog(app.db, caseRow.id) };
    },
  );

  app.get(
    '/mycase/derivatives',
    {
      schema: {
        tags,
        summary: 'The family members on the case.',
        response: { 200: derivativesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      return { members: await listDerivatives(app.db, caseRow.id) };
    },
  );

  app.put(
    '/mycase/derivatives',
    {
      schema: {
        tags,
        summary: 'Replaces the family members on the case; one left out is removed.',
        body: replaceDerivativesRequestSchema,
        response: { 200: derivativesResponseSchema, 400: problemSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const now = app.clock();
      const members = await replaceDerivatives(app.db, caseRow, request.body.members, {
        now,
        beforeSave: (tx, next) =>
          beforeDerivativesSave(app.moduleHooks.derivativesHooks, { db: tx, caseRow, members: next, now }),
      });
      await afterDerivativesSave(app.moduleHooks.derivativesFollowers, { db: app.db, caseRow, members, now });
      return { members };
    },
  );
};
