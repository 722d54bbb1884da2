import { text } from '@camino/contracts';
/**
 * The sandbox provider's hosted checkout, served by Camino: the pop-up opens
 * `GET /api/sandbox-checkout/:id`. No bearer token here (a pop-up has none): the unguessable
 * checkout id is the capability, as a provider's session URL is. Registered only with the sandbox.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCheckoutById } from '../checkout-records';
import { cancelCheckout } from '../checkout-status';
import type { PaymentsDeps } from '../payments-deps';
import { payWithSandboxCard, readSandboxForm, settleSandboxPayment } from './pay-with-sandbox-card';
import { renderCardPage, renderNotFoundPage, renderResultPage } from './render-page';
import { SANDBOX_CSS, SANDBOX_JS } from './sandbox-assets';

const params = z.object({ id: text({ max: 200 }) });
const hide = { hide: true };

export function sandboxCheckoutRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // HTML forms post url-encoded bodies; only this plugin's routes read them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.addHook('onSend', async (_request, reply) => {
      // Like a real provider's checkout, which sets no opener policy: served from another origin,
      // a policy of its own would cut the pop-up off from the payment page that watches it.
      void reply.header('cross-origin-opener-policy', 'unsafe-none');
    });

    app.get('/sandbox-checkout/assets/checkout.css', { schema: hide }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(SANDBOX_CSS),
    );
    app.get('/sandbox-checkout/assets/checkout.js', { schema: hide }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(SANDBOX_JS),
    );

    async function load(id: string) {
      return z.uuid().safeParse(id).success ? findCheckoutById(deps.db, id) : null;
    }

    app.get('/sandbox-checkout/:id', { schema: { ...hide, params } }, async (request, reply) => {
      const checkout = await load(request.params.id);
      void reply.type('text/html; charset=utf-8');
      if (!checkout || checkout.provider !== 'sandbox') return reply.code(404).send(renderNotFoundPage('en'));
      if (checkout.status !== 'in-progress') {
        return renderResultPage({
          checkoutId: checkout.id,
          locale: checkout.locale,
          status: checkout.status,
          failureCode: checkout.failureCode,
          offerSettle: true,
        });
      }
      return renderCardPage({
        checkoutId: checkout.id,
        locale: checkout.locale,
        purpose: checkout.purpose,
        amountCents: checkout.amountCents,
      });
    });

    app.post('/sandbox-checkout/:id', { schema: { ...hide, params } }, async (request, reply) => {
      const checkout = await load(request.params.id);
      void reply.type('text/html; charset=utf-8');
      if (!checkout || checkout.provider !== 'sandbox') return reply.code(404).send(renderNotFoundPage('en'));
      if (checkout.status !== 'in-progress') {
        return renderResultPage({
          checkoutId: checkout.id,
          locale: checkout.locale,
          status: checkout.status,
          failureCode: checkout.failureCode,
          offerSettle: true,
        });
      }
      const form = readSandboxForm(request.body);
      const outcome = await payWithSandboxCard(deps, checkout, form);
      if ('errors' in outcome) {
        return reply.code(422).send(
          renderCardPage({
            checkoutId: checkout.id,
            locale: checkout.locale,
            purpose: checkout.purpose,
            amountCents: checkout.amountCents,
            values: form,
            errors: outcome.errors,
          }),
        );
      }
      return renderResultPage({
        checkoutId: checkout.id,
        locale: checkout.locale,
        status: outcome.settled.row.status,
        failureCode: outcome.settled.row.failureCode,
        offerSettle: true,
      });
    });

    app.post('/sandbox-checkout/:id/cancel', { schema: { ...hide, params } }, async (request, reply) => {
      const checkout = await load(request.params.id);
      void reply.type('text/html; charset=utf-8');
      if (!checkout || checkout.provider !== 'sandbox') return reply.code(404).send(renderNotFoundPage('en'));
      const view = await cancelCheckout(deps, checkout);
      return renderResultPage({
        checkoutId: checkout.id,
        locale: checkout.locale,
        status: view.status,
        offerSettle: true,
      });
    });

    app.post('/sandbox-checkout/:id/settle', { schema: { ...hide, params } }, async (request, reply) => {
      const checkout = await load(request.params.id);
      void reply.type('text/html; charset=utf-8');
      if (!checkout || checkout.provider !== 'sandbox') return reply.code(404).send(renderNotFoundPage('en'));
      const outcome =
        (request.body as Record<string, unknown> | undefined)?.outcome === 'failed' ? 'failed' : 'succeeded';
      const settled =
        checkout.status === 'pending' ? (await settleSandboxPayment(deps, checkout, outcome)).row : checkout;
      return renderResultPage({
        checkoutId: checkout.id,
        locale: checkout.locale,
        status: settled.status,
        failureCode: settled.failureCode,
        offerSettle: true,
      });
    });
  };
}
