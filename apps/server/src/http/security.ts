import { AppError } from '@camino/contracts';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The page policy: nothing from other origins, no inline code, no framing. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * Security headers, cookies and rate limiting. No CORS plugin: the API is same-origin only.
 * Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`).
 */
export const security = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same rule as `frame-ancestors 'none'`, for browsers that only know the older header.
      xFrameOptions: { action: 'deny' },
      // The payment pop-up is the provider's page on its own origin (Stripe Checkout always is):
      // under plain `same-origin` the browser cuts it off and the payment page sees it closed at once.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(cookie);
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', { detail: `Too many requests; retry in ${context.after}.` }),
    });
  },
  { name: 'security' },
);
