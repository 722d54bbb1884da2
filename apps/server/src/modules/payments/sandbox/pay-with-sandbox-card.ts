/**
 * What the sandbox does with a submitted card form: validate it with the shared card rules, then
 * answer as the documented test card says (succeed, decline, stay pending, processor error).
 */
import { type CardField, type CardFormErrors, sandboxOutcomeFor, validateCardForm } from '@camino/contracts';
import { sandboxSavedCard } from '../../../adapters/payments';
import type { CheckoutRow } from '../checkout-records';
import type { PaymentsDeps } from '../payments-deps';
import { saveCard } from '../saved-method';
import { settleCheckout, type SettledCheckout } from '../settle-checkout';

export type SandboxForm = Record<CardField, string>;

export function readSandboxForm(body: unknown): SandboxForm {
  const raw = (body ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '');
  return {
    nameOnCard: text('nameOnCard'),
    number: text('number'),
    expiry: text('expiry'),
    cvv: text('cvv'),
    postalCode: text('postalCode'),
    email: text('email'),
  };
}

export async function payWithSandboxCard(
  deps: PaymentsDeps,
  checkout: CheckoutRow,
  form: SandboxForm,
): Promise<{ errors: CardFormErrors } | { settled: SettledCheckout }> {
  const errors = validateCardForm(form);
  if (Object.keys(errors).length > 0) return { errors };
  const card = sandboxSavedCard(form.number, form.expiry);
  const outcome = sandboxOutcomeFor(form.number);
  switch (outcome) {
    case 'success':
      return {
        settled: await settleCheckout(deps, checkout.id, {
          status: 'succeeded',
          paymentRef: `sandbox_pi_${checkout.id}`,
          card,
        }),
      };
    case 'pending':
      // The bank is verifying this very card; it becomes the card on file if the bank approves.
      await saveCard(deps.db, checkout.caseId, 'sandbox', card, deps.clock());
      return {
        settled: await settleCheckout(deps, checkout.id, {
          status: 'pending',
          paymentRef: `sandbox_pi_${checkout.id}`,
        }),
      };
    case 'declined':
    case 'processor-error':
      return {
        settled: await settleCheckout(deps, checkout.id, {
          status: 'failed',
          paymentRef: `sandbox_pi_${checkout.id}`,
          failureCode: outcome === 'declined' ? 'card_declined' : 'processing_error',
        }),
      };
  }
}

/** The bank's later answer to a pending sandbox payment (the tester picks it on the page). */
export async function settleSandboxPayment(
  deps: PaymentsDeps,
  checkout: CheckoutRow,
  outcome: 'succeeded' | 'failed',
): Promise<SettledCheckout> {
  const paymentRef = `sandbox_pi_${checkout.id}`;
  if (outcome === 'failed') {
    return settleCheckout(deps, checkout.id, { status: 'failed', paymentRef, failureCode: 'card_declined' });
  }
  return settleCheckout(deps, checkout.id, { status: 'succeeded', paymentRef, card: null });
}
