import {
  migrationRequestSchema,
  migrationResponseSchema,
  problemSchema,
  safeMailingAddressRequestSchema,
  safeMailingAddressStateSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRuntime } from './auth-runtime';
import { TEMP_COOKIE, clearSessionCookie } from './cookies';
import { requireTempSession, requireUser } from './request-auth';
import { assertSameOrigin } from './same-origin';
import { getSafeMailingAddress, setSafeMailingAddress } from './safe-mailing-address';
import { moveVisitorData } from './move-visitor-data';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/config/migration',
    {
      schema: {
        tags: ['accounts'],
        summary: "Moves a temporary session's questionnaire data to the signed-in applicant's account.",
        body: migrationRequestSchema,
        response: { 200: migrationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      let token = request.body?.tempToken;
      if (!token && request.cookies[TEMP_COOKIE]) {
        assertSameOrigin(request);
        token = request.cookies[TEMP_COOKIE];
      }
      const now = authRuntime(app.config).clock();
      const migrated = await moveVisitorData(app.db, app.moduleHooks.tempSessionMigrations, {
        tempToken: token,
        accountId: user.accountId,
        now,
      });
      if (request.cookies[TEMP_COOKIE]) clearSessionCookie(reply, app.config, TEMP_COOKIE);
      return { migrated };
    },
  );

  app.get(
    '/safe-contact/mailing-address',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Whether letters to where the applicant lives are safe, and the safe mailing address if one was given.',
        response: { 200: safeMailingAddressStateSchema, 401: problemSchema },
      },
    },
    async (request) => {
      return getSafeMailingAddress(app.db, await requireTempSession(request));
    },
  );

  app.put(
    '/safe-contact/mailing-address',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets or removes the safe mailing address (after an eligible outcome, or from the profile).',
        body: safeMailingAddressRequestSchema,
        response: {
          200: safeMailingAddressStateSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireTempSession(request);
      return setSafeMailingAddress(app.db, caller, request.body.mailingAddress);
    },
  );
};
