import { AppError, PROBLEM_CONTENT_TYPE } from '@camino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toAppError, toProblem } from './problem';

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const problem = toProblem(error, request);
  // Sent pre-serialised so that no route's response schema applies to error bodies.
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
}

/** One error handler for the whole app: every failure leaves as application/problem+json. */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error);
      if (appError.status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: appError.code, status: appError.status }, 'request rejected');
      }
      return sendProblem(request, reply, appError);
    });

    app.setNotFoundHandler((request, reply) =>
      sendProblem(
        request,
        reply,
        new AppError('NOT_FOUND', { detail: `No endpoint ${request.method} ${request.url.split('?')[0]}` }),
      ),
    );
  },
  { name: 'error-handling' },
);
