import { AppError, problemSchema, shortUrlParamsSchema, shortUrlSchema } from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findShortUrl } from './find-short-url';

export const shortUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/url-shorter/:slug',
    {
      schema: {
        tags: ['referral'],
        summary: 'Resolves a short link to where it leads.',
        params: shortUrlParamsSchema,
        response: { 200: shortUrlSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const shortUrl = await findShortUrl(app.db, request.params.slug);
      if (!shortUrl) throw new AppError('NOT_FOUND', { detail: 'This short link does not exist.' });
      return shortUrl;
    },
  );
};
