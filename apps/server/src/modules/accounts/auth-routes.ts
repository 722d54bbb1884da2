import {
  accountCreatedSchema,
  authTokenSchema,
  changePasswordRequestSchema,
  contactInfoSchema,
  correctContactRequestSchema,
  createAccountRequestSchema,
  forgotPasswordRequestSchema,
  generateTempTokenRequestSchema,
  isAppError,
  linkTokenRequestSchema,
  type Locale,
  loginRequestSchema,
  logoutQuerySchema,
  maskEmail,
  maskPhone,
  okSchema,
  requestActivationLinkSchema,
  resetPasswordRequestSchema,
  tempTokenSchema,
  validateTokenResponseSchema,
} from '@camino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAccountById } from './queries';
import { activateAccount } from './activate-account';
import { authError } from './auth-errors';
import { authRuntime } from './auth-runtime';
import { changePassword } from './change-password';
import type { Clock } from '../../lib/clock';
import { clearSessionCookie, REFRESH_COOKIE, setSessionCookie, TEMP_COOKIE } from './cookies';
import { correctContact } from './correct-contact';
import { createAccount } from './create-account';
import { forgotPassword } from './forgot-password';
import { generateTempToken } from './generate-temp-token';
import { getContactInfo } from './get-contact-info';
import { login } from './login';
import { refreshSession } from './refresh-session';
import { logout } from './logout';
import { followQuickExit } from './quick-exit';
import { getTempSession, requireUser } from './request-auth';
import { requestActivationLink } from './request-activation-link';
import { resendActivationLink } from './resend-activation-link';
import { resetPassword } from './reset-password';
import { assertSameOrigin } from './same-origin';
import { keyedHash } from './secrets';
import { socialRoutes } from './social-routes';
import type { IssuedSession } from './sessions';

/** Credential endpoints get a per-address ceiling on top of their own attempt rules. */
const CREDENTIAL_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const TAGS = ['auth'];

function localeOf(request: FastifyRequest, requested?: Locale): Locale {
  if (requested) return requested;
  return /^es\b/i.test(request.headers['accept-language'] ?? '') ? 'es' : 'en';
}

export function createAuthRoutes(options: { clock?: Clock } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const runtime = authRuntime(app.config, options.clock ?? app.clock);
    const now = () => runtime.clock();
    const signingKey = await runtime.signingKey;
    const ipHash = (request: FastifyRequest) => keyedHash(signingKey, request.ip);
    const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config, signingKey, now: now() });

    await app.register(socialRoutes);

    function sendSession(reply: FastifyReply, session: IssuedSession, at: Date) {
      setSessionCookie(reply, app.config, REFRESH_COOKIE, session.refreshToken, session.refreshExpiresAt, at);
      return { token: session.token, tokenExpiration: session.tokenExpiration.toISOString() };
    }

    app.post(
      '/auth/generate-temp-token',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Opens a temporary session for the pre-account questionnaire (also set as a cookie).',
          body: generateTempTokenRequestSchema,
          response: { 201: tempTokenSchema },
        },
      },
      async (request, reply) => {
        assertSameOrigin(request);
        const at = now();
        const body = request.body ?? {};
        const { token, expiresAt } = await generateTempToken(
          { db: app.db, config: app.config, now: at },
          { ...body, locale: localeOf(request, body.locale) },
        );
        setSessionCookie(reply, app.config, TEMP_COOKIE, token, expiresAt, at);
        return reply.code(201).send({ tempToken: token, expiresAt: expiresAt.toISOString() });
      },
    );

    app.post(
      '/auth/createAccount',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary:
            'Creates an account awaiting activation (needs the temporary token) and sends the activation link.',
          body: createAccountRequestSchema,
          response: { 201: accountCreatedSchema },
        },
      },
      async (request, reply) => {
        assertSameOrigin(request);
        const tempSession = await getTempSession(request);
        if (!tempSession) throw authError('UNAUTHORIZED', 'temporarySessionRequired');
        const created = await createAccount(
          {
            ...deps(),
            ipHash: ipHash(request),
            tempSessionMigrations: app.moduleHooks.tempSessionMigrations,
          },
          tempSession,
          request.body,
        );
        clearSessionCookie(reply, app.config, TEMP_COOKIE);
        return reply.code(201).send(created);
      },
    );

    app.post(
      '/auth/activateAccount',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Activates an account from its activation link.',
          body: linkTokenRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await activateAccount({ db: app.db, now: now(), ipHash: ipHash(request) }, request.body.token);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/get-contact-info',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Masked email and phone of an activation link, for the resend screen.',
          body: linkTokenRequestSchema,
          response: { 200: contactInfoSchema },
        },
      },
      async (request) => getContactInfo(app.db, request.body.token),
    );

    app.post(
      '/auth/resend-activation-link',
      {
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags: TAGS,
          summary: 'Sends a new activation link by email and SMS.',
          body: linkTokenRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await resendActivationLink({ ...deps(), ipHash: ipHash(request) }, request.body.token);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/request-activation-link',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: TAGS,
          summary:
            'Sends a new activation link to the account with this email or phone if it still awaits activation; the answer is the same either way.',
          body: requestActivationLinkSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        assertSameOrigin(request);
        await requestActivationLink({ ...deps(), ipHash: ipHash(request) }, request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/correct-contact',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: TAGS,
          summary:
            'Corrects the email or phone of an account not yet activated (proven by its password) and sends the activation link there; earlier links stop working.',
          body: correctContactRequestSchema,
          response: { 200: accountCreatedSchema },
        },
      },
      async (request, reply) => {
        assertSameOrigin(request);
        const at = now();
        try {
          return await correctContact({ ...deps(), now: at, ip: request.ip }, request.body);
        } catch (error) {
          const retryAfter = isAppError(error) ? error.extensions?.retryAfterSeconds : undefined;
          if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
          throw error;
        }
      },
    );

    app.post(
      '/auth/login',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Logs in with email or phone and password; the refresh token is set as a cookie.',
          body: loginRequestSchema,
          response: { 200: authTokenSchema },
        },
      },
      async (request, reply) => {
        assertSameOrigin(request);
        const at = now();
        try {
          const { session } = await login({ ...deps(), now: at, ip: request.ip }, request.body);
          return sendSession(reply, session, at);
        } catch (error) {
          const retryAfter = isAppError(error) ? error.extensions?.retryAfterSeconds : undefined;
          if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
          throw error;
        }
      },
    );

    app.get(
      '/auth/validate-token',
      {
        schema: {
          tags: TAGS,
          summary: 'Checks the access token and tells who it belongs to.',
          response: { 200: validateTokenResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return {
          valid: true as const,
          tokenExpiration: user.tokenExpiration.toISOString(),
          user: { id: user.accountId, name: user.name, lastName: user.lastName, locale: user.locale },
        };
      },
    );

    app.get(
      '/auth/sign-in-identity',
      {
        schema: {
          tags: TAGS,
          summary: 'The email and phone the signed-in applicant logs in with, masked.',
          response: { 200: contactInfoSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const account = await findAccountById(app.db, user.accountId);
        if (!account) throw authError('UNAUTHORIZED', 'invalidToken');
        return { email: maskEmail(account.email), phone: account.phone ? maskPhone(account.phone) : '' };
      },
    );

    app.post(
      '/auth/refresh',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Exchanges the refresh-token cookie for a new access token and a new refresh token.',
          response: { 200: authTokenSchema },
        },
      },
      async (request, reply) => {
        assertSameOrigin(request);
        const at = now();
        const result = await refreshSession(
          { ...deps(), now: at, ipHash: ipHash(request) },
          request.cookies[REFRESH_COOKIE],
        );
        if (!result) {
          clearSessionCookie(reply, app.config, REFRESH_COOKIE);
          throw authError('UNAUTHORIZED', 'invalidToken');
        }
        return sendSession(reply, result, at);
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: TAGS,
          summary:
            'Ends the session: its refresh tokens, access tokens and temporary session stop working. After a quick exit, what the applicant asked the consultation is forgotten too.',
          querystring: logoutQuerySchema,
          response: { 200: okSchema },
        },
      },
      async (request, reply) => {
        assertSameOrigin(request);
        const at = now();
        const accountId = await logout(
          { db: app.db, now: at, ipHash: ipHash(request) },
          { refreshToken: request.cookies[REFRESH_COOKIE], request },
        );
        if (accountId && request.query.quickExit === 'true')
          await followQuickExit(app.moduleHooks.quickExitFollowers, { accountId, now: at }, request.log);
        clearSessionCookie(reply, app.config, REFRESH_COOKIE);
        clearSessionCookie(reply, app.config, TEMP_COOKIE);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/forgot/password',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary:
            'Sends a password reset link to the account with this email or phone, if there is one; the answer is the same either way.',
          body: forgotPasswordRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request, reply) => {
        try {
          await forgotPassword({ ...deps(), ip: request.ip }, request.body);
        } catch (error) {
          const retryAfter = isAppError(error) ? error.extensions?.retryAfterSeconds : undefined;
          if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
          throw error;
        }
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/reset/password',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Sets a new password from a reset link.',
          body: resetPasswordRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await resetPassword(
          { db: app.db, jobs: app.jobs, config: app.config, now: now(), ipHash: ipHash(request) },
          request.body,
        );
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/change/password',
      {
        config: CREDENTIAL_RATE_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Changes the password of the signed-in applicant.',
          body: changePasswordRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        await changePassword(
          { ...deps(), ipHash: ipHash(request) },
          user.accountId,
          user.sessionId,
          request.body,
        );
        return { ok: true as const };
      },
    );
  };
}
