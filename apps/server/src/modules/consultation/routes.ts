import {
  askConsultationRequestSchema,
  consultationExchangeSchema,
  consultationHistorySchema,
  problemSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChatModel } from '../../adapters/chat-model';
import { requireApplicantCase } from '../cases';
import { askConsultation } from './ask-consultation';
import { clearConsultation } from './clear-consultation';
import { consultationIndexFor } from './consultation-index';
import { listConsultation } from './list-consultation';

const tags = ['consultation'];

export function consultationRoutes(chat: ChatModel | null): FastifyPluginAsyncZod {
  return async (app) => {
    const index = () => consultationIndexFor(app.config.CONTENT_DIR, app.config.PAGE_CATALOGS_DIR);

    app.get(
      '/consultation',
      {
        schema: {
          tags,
          summary:
            "The applicant's earlier questions and answers, and whether a chat model words the answers.",
          response: { 200: consultationHistorySchema, 401: problemSchema },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return { chatModel: chat !== null, exchanges: await listConsultation(app.db, caseRow.id) };
      },
    );

    app.delete(
      '/consultation',
      {
        schema: {
          tags,
          summary:
            "Forgets the applicant's questions and answers, so no one who opens the account later can read them.",
          response: { 204: z.null(), 401: problemSchema },
        },
      },
      async (request, reply) => {
        const { caseRow } = await requireApplicantCase(request);
        await clearConsultation(app.db, caseRow.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/consultation/questions',
      {
        schema: {
          tags,
          summary:
            "Answers a question from Camino's own content, citing the pages, and keeps it with the case.",
          body: askConsultationRequestSchema,
          response: { 201: consultationExchangeSchema, 400: problemSchema, 401: problemSchema },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { caseRow } = await requireApplicantCase(request);
        const exchange = await askConsultation(
          { db: app.db, index: await index(), chat, log: request.log, now: app.clock() },
          caseRow,
          request.body,
        );
        return reply.code(201).send(exchange);
      },
    );
  };
}
