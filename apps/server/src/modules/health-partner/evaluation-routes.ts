import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  problemSchema,
  returnedEvaluationRequestSchema,
  returnedEvaluationResponseSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { fileStorageFor } from '../../adapters/storage';
import { UploadRefused } from '../documents';
import { receiveEvaluation } from './receive-evaluation';

const tags = ['health partner'];
// A 10 MB report, base64-encoded, with room for the JSON around it.
const EVALUATION_BODY_LIMIT = 14 * 1024 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time, on digests so the lengths do not leak either. */
function presentsToken(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(presented), digest(token));
}

/** The partner's return channel: an evaluation sent back becomes evidence of the referred case. */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.HEALTH_PARTNER_CALLBACK_TOKEN;
  const storage = await fileStorageFor(app.config);
  const pdfRenderer = createPopplerRenderer();

  app.post(
    '/salud-total/evaluations',
    {
      bodyLimit: EVALUATION_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "The health partner returns a referral's evaluation; it is added once to the case's additional evidence.",
        body: returnedEvaluationRequestSchema,
        response: {
          200: returnedEvaluationResponseSchema,
          201: returnedEvaluationResponseSchema,
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!token) throw new AppError('NOT_FOUND', { detail: 'No partner return channel is configured.' });
      if (!presentsToken(request.headers.authorization, token))
        throw new AppError('UNAUTHORIZED', { detail: 'The partner token is missing or wrong.' });
      try {
        const received = await receiveEvaluation(
          {
            db: app.db,
            storage,
            pdfRenderer,
            jobs: app.jobs,
            log: request.log,
            contentDir: app.config.CONTENT_DIR,
            now: app.clock(),
          },
          { referralId: request.body.referralId, bytes: Buffer.from(request.body.file, 'base64') },
        );
        return reply.code(received.duplicate ? 200 : 201).send(received);
      } catch (error) {
        if (error instanceof UploadRefused)
          throw new AppError('VALIDATION', {
            detail: 'The evaluation file was refused.',
            extensions: { reason: error.reason },
          });
        throw error;
      }
    },
  );
};
