/**
 * Stripe behind the provider interface: Checkout Sessions for the pop-up (the card is saved on a
 * Customer with `setup_future_usage: off_session`), PaymentIntents confirmed off-session for
 * installments. Every write carries an idempotency key, so a retried request never charges twice.
 */
import Stripe from 'stripe';
import type {
  ChargeResult,
  HostedCheckout,
  HostedCheckoutInput,
  HostedCheckoutState,
  OffSessionChargeInput,
  PaymentProvider,
  SavedCard,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Another API address (tests run a local server shaped like Stripe's). */
  apiBase?: string | undefined;
}

/** The Stripe client, pointed at `apiBase` when one is given. */
export function createStripeClient(options: StripeProviderOptions): Stripe {
  if (!options.apiBase) return new Stripe(options.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(options.apiBase);
  return new Stripe(options.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'https:' ? 443 : 80),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
  });
}

function cardOf(
  method: string | Stripe.PaymentMethod | null | undefined,
  customerRef: string | null,
): SavedCard | null {
  if (!method) return null;
  if (typeof method === 'string') {
    return { customerRef, methodRef: method, brand: null, last4: null, expMonth: null, expYear: null };
  }
  return {
    customerRef,
    methodRef: method.id,
    brand: method.card?.brand ?? null,
    last4: method.card?.last4 ?? null,
    expMonth: method.card?.exp_month ?? null,
    expYear: method.card?.exp_year ?? null,
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** How a Checkout Session stands, in the provider interface's terms. */
export function stateOfSession(session: Stripe.Checkout.Session): HostedCheckoutState {
  const customerRef = idOf(session.customer);
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const setup = typeof session.setup_intent === 'object' ? session.setup_intent : null;
  const paymentRef = idOf(session.payment_intent);
  if (session.status === 'expired') return { status: 'cancelled' };
  if (session.status !== 'complete') return { status: 'open' };
  if (session.mode === 'setup') {
    return { status: 'succeeded', paymentRef: null, card: cardOf(setup?.payment_method, customerRef) };
  }
  if (session.payment_status === 'paid' || intent?.status === 'succeeded') {
    return { status: 'succeeded', paymentRef, card: cardOf(intent?.payment_method, customerRef) };
  }
  if (intent && (intent.status === 'canceled' || intent.status === 'requires_payment_method')) {
    return {
      status: 'failed',
      paymentRef,
      failureCode: intent.last_payment_error?.code ?? 'payment_failed',
    };
  }
  // Complete but unpaid: a delayed method (bank debit, verification) is still being confirmed.
  return { status: 'pending', paymentRef };
}

function resultOfIntent(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentRef: intent.id };
    case 'processing':
      return { status: 'pending', paymentRef: intent.id };
    case 'requires_action':
      // The bank wants the cardholder present (3-D Secure): the applicant pays from /pay instead.
      return { status: 'failed', paymentRef: intent.id, failureCode: 'authentication_required' };
    default:
      return {
        status: 'failed',
        paymentRef: intent.id,
        failureCode: intent.last_payment_error?.code ?? intent.status,
      };
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);

  async function customerFor(input: HostedCheckoutInput): Promise<string> {
    if (input.customerRef) return input.customerRef;
    const customer = await stripe.customers.create(
      { email: input.email, preferred_locales: [input.locale], metadata: { checkoutId: input.checkoutId } },
      { idempotencyKey: `customer:${input.idempotencyKey}` },
    );
    return customer.id;
  }

  return {
    name: 'stripe',

    async createHostedCheckout(input): Promise<HostedCheckout> {
      const customer = await customerFor(input);
      const metadata = { checkoutId: input.checkoutId };
      const common = {
        customer,
        client_reference_id: input.checkoutId,
        metadata,
        locale: input.locale,
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        payment_method_types: ['card' as const],
      };
      const session =
        input.mode === 'setup'
          ? await stripe.checkout.sessions.create(
              { ...common, mode: 'setup', currency: 'usd', setup_intent_data: { metadata } },
              { idempotencyKey: `checkout:${input.idempotencyKey}` },
            )
          : await stripe.checkout.sessions.create(
              {
                ...common,
                mode: 'payment',
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: 'usd',
                      unit_amount: input.amountCents,
                      product_data: { name: input.description },
                    },
                  },
                ],
                // Saved for the installments, which are charged without the applicant present.
                payment_intent_data: { setup_future_usage: 'off_session', metadata },
              },
              { idempotencyKey: `checkout:${input.idempotencyKey}` },
            );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { url: session.url, providerRef: session.id, customerRef: customer };
    },

    async getHostedCheckout(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef, {
        expand: ['payment_intent.payment_method', 'setup_intent.payment_method'],
      });
      return stateOfSession(session);
    },

    async expireHostedCheckout(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      if (session.status === 'open') await stripe.checkout.sessions.expire(providerRef);
    },

    async chargeSavedCard(input: OffSessionChargeInput): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            ...(input.card.customerRef ? { customer: input.card.customerRef } : {}),
            payment_method: input.card.methodRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { ...input.metadata },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return resultOfIntent(intent);
      } catch (error) {
        // A decline is an answer, not an outage: anything else is thrown so the job retries.
        if (error instanceof Stripe.errors.StripeCardError) {
          const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
          return {
            status: 'failed',
            paymentRef: raw?.payment_intent?.id ?? null,
            failureCode: error.code ?? 'card_declined',
          };
        }
        throw error;
      }
    },
  };
}
