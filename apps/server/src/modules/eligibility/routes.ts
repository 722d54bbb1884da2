import {
  eligibilityDecisionSchema,
  leadRequestSchema,
  leadResponseSchema,
  problemSchema,
  storedEligibilitySchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTempSession } from '../accounts';
import { createLead } from './create-lead';
import { decideOutcome } from './decide-outcome';
import { getOutcome } from './get-outcome';

const tags = ['eligibility'];

export const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/eligibility/decide',
    {
      schema: {
        tags,
        summary: "Decides eligibility from the temporary session's answers and records the outcome.",
        response: { 200: eligibilityDecisionSchema, 401: problemSchema },
      },
    },
    async (request) => decideOutcome({ db: app.db, now: app.clock() }, await requireTempSession(request)),
  );

  app.get(
    '/eligibility/outcome',
    {
      schema: {
        tags,
        summary:
          'The eligibility outcome recorded on the temporary session (`unknown` before it is decided).',
        response: { 200: storedEligibilitySchema, 401: problemSchema },
      },
    },
    async (request) => {
      return getOutcome({ db: app.db, now: app.clock() }, await requireTempSession(request));
    },
  );

  app.post(
    '/leads',
    {
      // A public form that reaches people: a per-address ceiling keeps it from being used to flood the CRM.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A visitor found not eligible asks to be contacted (referred to a partner law firm with consent).',
        body: leadRequestSchema,
        response: { 201: leadResponseSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireTempSession(request);
      const lead = await createLead({ db: app.db, jobs: app.jobs, now: app.clock() }, caller, request.body);
      return reply.code(201).send(lead);
    },
  );
};
