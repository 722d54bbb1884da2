import {
  AppError,
  dataSelectRequestSchema,
  dataSelectSchema,
  phonePrefixesSchema,
  phonePrefixQuerySchema,
  problemSchema,
  zipRequestSchema,
  zipSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupZip } from './lookup-zip';
import { listPhonePrefixes } from './phone-prefixes';
import { requireDataSourceByName } from './require-data-source';

// Reference lists hold nothing personal and change only with a deploy.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

export const dataSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/param-data-select/information',
    {
      schema: {
        tags: ['questionnaire'],
        summary: "Options of a SELECT's data source, labelled in the given language.",
        body: dataSelectRequestSchema,
        response: { 200: dataSelectSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const { name, lang } = request.body;
      return { name, options: [...requireDataSourceByName(name).options(lang)] };
    },
  );

  app.get(
    '/countries/prefix',
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'International calling code of every country.',
        querystring: phonePrefixQuerySchema,
        response: { 200: phonePrefixesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return listPhonePrefixes(request.query.lang);
    },
  );

  app.post(
    '/zip',
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'City and state of a U.S. ZIP code.',
        body: zipRequestSchema,
        response: { 200: zipSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const place = lookupZip(request.body.zip);
      if (!place) throw new AppError('NOT_FOUND', { detail: 'Unknown ZIP code.' });
      return place;
    },
  );
};
