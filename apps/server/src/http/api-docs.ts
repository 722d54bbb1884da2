import { problemSchema } from '@camino/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const API_DOCS_PREFIX = '/api/docs';

// Named schemas become `components.schemas` entries referenced by every route that uses them.
if (!z.globalRegistry.has(problemSchema)) z.globalRegistry.add(problemSchema, { id: 'Problem' });

/** OpenAPI generated from the zod route schemas: UI at /api/docs, document at /api/docs/json. */
export const apiDocs = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Camino API', version: '1.0.0', description: 'API of the Camino web service.' },
        servers: [{ url: options.publicUrl }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // The UI sends its own policy on its routes; it is tightened here to match the page policy
      // wherever the UI does not need more.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/ https:/g, '')
          .replace(' validator.swagger.io', '')
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace(/\s+;/g, ';'),
      uiConfig: { validatorUrl: null },
    });
  },
  { name: 'api-docs' },
);
