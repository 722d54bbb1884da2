/**
 * Routes the provider's side calls: the page its checkout returns the pop-up to, and Stripe's
 * webhook. Neither carries the applicant's token (the pop-up and Stripe have none).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { findCheckoutById } from './checkout-records';
import { cancelCheckout, verifyCheckout } from './checkout-status';
import type { PaymentsDeps } from './payments-deps';
import { renderNotFoundPage, renderResultPage } from './sandbox/render-page';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook';

export function checkoutReturnRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The cancel form below posts url-encoded; it carries no field this route reads.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    const params = z.object({ id: z.uuid() });

    app.get(
      '/payment/checkout/:id/return',
      {
        schema: {
          hide: true,
          params,
          querystring: z.object({ cancelled: z.string().optional() }),
        },
      },
      async (request, reply) => {
        void reply.type('text/html; charset=utf-8');
        const checkout = await findCheckoutById(deps.db, request.params.id);
        if (!checkout) return reply.code(404).send(renderNotFoundPage('en'));
        // Leaving the provider's page only reads the state; cancelling is the POST below.
        const view = await verifyCheckout(deps, checkout);
        return renderResultPage({
          checkoutId: checkout.id,
          locale: checkout.locale,
          status: view.status,
          offerSettle: checkout.provider === 'sandbox',
          ...(request.query.cancelled
            ? { cancelAction: `/api/payment/checkout/${checkout.id}/return/cancel` }
            : {}),
        });
      },
    );

    app.post(
      '/payment/checkout/:id/return/cancel',
      { schema: { hide: true, params } },
      async (request, reply) => {
        void reply.type('text/html; charset=utf-8');
        const checkout = await findCheckoutById(deps.db, request.params.id);
        if (!checkout) return reply.code(404).send(renderNotFoundPage('en'));
        const view = await cancelCheckout(deps, checkout);
        return renderResultPage({
          checkoutId: checkout.id,
          locale: checkout.locale,
          status: view.status,
          offerSettle: checkout.provider === 'sandbox',
        });
      },
    );
  };
}

export function stripeWebhookRoutes(
  deps: PaymentsDeps,
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature covers the exact bytes Stripe sent, so this route reads the body unparsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/payment/webhook/stripe',
      { schema: { hide: true }, bodyLimit: 1024 * 1024 },
      async (request, reply) => {
        const event = verifyStripeEvent(
          {
            secretKey: config.STRIPE_SECRET_KEY!,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
            apiBase: config.STRIPE_API_BASE,
          },
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        );
        const applied = await handleStripeEvent(deps, event);
        return reply.send({ received: true, duplicate: !applied });
      },
    );
  };
}
