import { text, type Locale, socialProviderSchema } from '@camino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSocialAdapters } from '../../adapters/social/create-social-adapters';
import { authError } from './auth-errors';
import { authRuntime } from './auth-runtime';
import { clearSessionCookie, cookiesAreSecure, REFRESH_COOKIE, setSessionCookie } from './cookies';
import { completeSocialLogin } from './complete-social-login';
import { keyedHash } from './secrets';
import { SOCIAL_FLOW_TTL_SECONDS, startSocialLogin } from './start-social-login';

/** Binds a provider round trip to the browser that started it (a login-CSRF defence beside the state). */
const SOCIAL_STATE_COOKIE = 'camino_social_state';

const providerParams = z.object({ provider: socialProviderSchema });
const callbackQuery = z.object({ state: text({ max: 200 }).optional() }).catchall(text({ max: 4000 }));

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const adapters = createSocialAdapters(app.config);
  const runtime = authRuntime(app.config);
  const signingKey = await runtime.signingKey;
  const secure = cookiesAreSecure(app.config.PUBLIC_URL);

  const redirectUri = (provider: string) => `${app.config.PUBLIC_URL}/api/auth/social/${provider}/callback`;
  const page = (locale: string, path: string) =>
    `${app.config.PUBLIC_URL}${locale === 'es' ? '/es' : ''}${path}`;

  function adapterFor(provider: z.infer<typeof socialProviderSchema>) {
    const adapter = adapters.get(provider);
    if (!adapter) throw authError('NOT_FOUND', 'socialSignInFailed', { provider });
    return adapter;
  }

  app.get(
    '/auth/social/:provider/start',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Redirects to the provider to sign in (state, nonce and PKCE).',
        params: providerParams,
        querystring: z.object({ locale: z.enum(['en', 'es']).optional() }),
      },
    },
    async (request, reply) => {
      const adapter = adapterFor(request.params.provider);
      const locale: Locale = request.query.locale ?? 'en';
      const { url, state } = await startSocialLogin(
        { db: app.db, now: runtime.clock() },
        { adapter, redirectUri: redirectUri(adapter.name), locale },
      );
      // Apple answers with a cross-site form POST, which only carries SameSite=None cookies.
      reply.setCookie(SOCIAL_STATE_COOKIE, state, {
        httpOnly: true,
        secure,
        sameSite: secure ? 'none' : 'lax',
        path: '/api/auth/social',
        maxAge: SOCIAL_FLOW_TTL_SECONDS,
      });
      return reply.redirect(url.href, 303);
    },
  );

  async function callback(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: z.infer<typeof socialProviderSchema>,
    params: URLSearchParams,
  ) {
    const adapter = adapterFor(provider);
    const state = params.get('state') ?? '';
    const bound = request.cookies[SOCIAL_STATE_COOKIE];
    reply.clearCookie(SOCIAL_STATE_COOKIE, { path: '/api/auth/social' });
    if (!state || bound !== state) {
      return reply.redirect(page('en', '/login?social=error&reason=invalid_state'), 303);
    }
    const now = runtime.clock();
    const result = await completeSocialLogin(
      {
        db: app.db,
        config: app.config,
        signingKey,
        now,
        ipHash: keyedHash(signingKey, request.ip),
        log: request.log,
      },
      { adapter, redirectUri: redirectUri(provider), state, callbackParams: params },
    );
    if (result.outcome === 'failed') {
      clearSessionCookie(reply, app.config, REFRESH_COOKIE);
      return reply.redirect(page(result.locale, `/login?social=error&reason=${result.reason}`), 303);
    }
    // The page calls POST /api/auth/refresh with the new cookie to get its access token.
    setSessionCookie(
      reply,
      app.config,
      REFRESH_COOKIE,
      result.session.refreshToken,
      result.session.refreshExpiresAt,
      now,
    );
    return reply.redirect(page(result.locale, '/login?social=success'), 303);
  }

  app.get(
    '/auth/social/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the visitor back.',
        params: providerParams,
        querystring: callbackQuery,
      },
    },
    async (request, reply) =>
      callback(
        request,
        reply,
        request.params.provider,
        new URLSearchParams(request.query as Record<string, string>),
      ),
  );

  // Apple's form_post response.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.post(
    '/auth/social/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where a provider answering with a form POST (Apple) sends the visitor back.',
        params: providerParams,
        body: z.record(text({ max: 100 }), text({ max: 4000 })),
      },
    },
    async (request, reply) =>
      callback(request, reply, request.params.provider, new URLSearchParams(request.body)),
  );
};
