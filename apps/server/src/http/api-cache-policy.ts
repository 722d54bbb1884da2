import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers of the API carry a person's case: no browser, proxy or shared cache may keep them. A route
 * whose answer may be kept (public content, an ETag to revalidate) says so with its own header.
 */
export const apiCachePolicy = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'api-cache-policy' },
);
