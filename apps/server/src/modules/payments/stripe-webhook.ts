/**
 * Stripe's events, verified with the endpoint's signing secret on the raw body. Each event's effect
 * is idempotent (a settled checkout is not settled again); its id is stored once the effect is
 * applied, so a redelivered event is acknowledged without work, and a process that dies half-way
 * applies it when Stripe delivers it again.
 */
import { AppError } from '@camino/contracts';
import type Stripe from 'stripe';
import { createStripeClient, stateOfSession } from '../../adapters/payments';
import { paymentWebhookEvents, payments } from '../../db/schema/payments';
import { and, eq } from 'drizzle-orm';
import { finishInstallmentCharge } from './charge-installment';
import { findCheckoutById } from './checkout-records';
import type { PaymentsDeps } from './payments-deps';
import { settleCheckout } from './settle-checkout';

export interface StripeWebhookConfig {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string | undefined;
}

export function verifyStripeEvent(
  config: StripeWebhookConfig,
  body: Buffer,
  signature: string | undefined,
): Stripe.Event {
  if (!signature) throw new AppError('BAD_REQUEST', { detail: 'Missing Stripe-Signature header.' });
  try {
    return createStripeClient(config).webhooks.constructEvent(body, signature, config.webhookSecret);
  } catch (error) {
    throw new AppError('BAD_REQUEST', { detail: 'The webhook signature does not match.', cause: error });
  }
}

async function onCheckoutSession(deps: PaymentsDeps, session: Stripe.Checkout.Session): Promise<void> {
  const checkoutId = session.metadata?.checkoutId ?? session.client_reference_id;
  if (!checkoutId || !(await findCheckoutById(deps.db, checkoutId))) return;
  // The event's copy of the session lacks the expanded card; ask for the current, expanded one.
  const state = (await deps.provider.getHostedCheckout(session.id)) ?? stateOfSession(session);
  if (state.status !== 'open') await settleCheckout(deps, checkoutId, state);
}

async function onPaymentIntent(deps: PaymentsDeps, intent: Stripe.PaymentIntent): Promise<void> {
  const paymentId = intent.metadata?.paymentId;
  if (!paymentId) return;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment || payment.purpose !== 'installment') return;
  const result =
    intent.status === 'succeeded'
      ? { status: 'succeeded' as const, paymentRef: intent.id }
      : {
          status: 'failed' as const,
          paymentRef: intent.id,
          failureCode: intent.last_payment_error?.code ?? 'payment_failed',
        };
  await finishInstallmentCharge(deps, paymentId, result, 'schedule');
}

/** Applies a verified event; true when it was new. */
export async function handleStripeEvent(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const [seen] = await deps.db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, 'stripe'), eq(paymentWebhookEvents.eventId, event.id)))
    .limit(1);
  if (seen) return false;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      await onCheckoutSession(deps, event.data.object);
      break;
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      await onPaymentIntent(deps, event.data.object);
      break;
    default:
      break;
  }
  // Recorded only once applied: stored first, a crash in between would make Stripe's redelivery
  // look like a duplicate and the payment would never be settled.
  const [fresh] = await deps.db
    .insert(paymentWebhookEvents)
    .values({ provider: 'stripe', eventId: event.id, type: event.type, receivedAt: deps.clock() })
    .onConflictDoNothing()
    .returning();
  return Boolean(fresh);
}
