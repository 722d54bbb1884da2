/**
 * The built-in provider: its checkout page is served by Camino itself (the payments module's
 * sandbox routes) and takes only the documented test cards. Nothing leaves the process; outcomes
 * follow `sandboxOutcomeFor` from `@camino/contracts`, the same meanings as Stripe's test cards.
 */
import { randomUUID } from 'node:crypto';
import { cardTypeOf, sandboxOutcomeFor, type SandboxOutcome } from '@camino/contracts';
import type { ChargeResult, PaymentProvider, SavedCard } from './payment-provider';

const METHOD_PREFIX = 'sandbox_pm_';

/** The saved card of a sandbox payment: the reference keeps the test card's outcome, never its number. */
export function sandboxSavedCard(cardNumber: string, expiry: string): SavedCard {
  const digits = cardNumber.replace(/\D/g, '');
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const fullYear = year === undefined || Number.isNaN(year) ? null : year < 100 ? 2000 + year : year;
  return {
    customerRef: null,
    methodRef: `${METHOD_PREFIX}${sandboxOutcomeFor(digits)}_${digits.slice(-4)}`,
    brand: cardTypeOf(digits),
    last4: digits.slice(-4),
    expMonth: month !== undefined && month >= 1 && month <= 12 ? month : null,
    expYear: fullYear,
  };
}

/** The outcome a later charge of a saved sandbox card has. */
export function sandboxOutcomeOfMethod(methodRef: string): SandboxOutcome {
  const outcome = methodRef.slice(METHOD_PREFIX.length).split('_')[0];
  return outcome === 'success' || outcome === 'pending' || outcome === 'processor-error'
    ? outcome
    : 'declined';
}

export function createSandboxProvider(options: { publicUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createHostedCheckout(input) {
      return {
        url: `${options.publicUrl}/api/sandbox-checkout/${input.checkoutId}`,
        providerRef: input.checkoutId,
        customerRef: null,
      };
    },
    // The sandbox page writes its outcome straight into Camino's record.
    async getHostedCheckout() {
      return null;
    },
    async expireHostedCheckout() {},
    async chargeSavedCard(input): Promise<ChargeResult> {
      const paymentRef = `sandbox_pi_${randomUUID()}`;
      switch (sandboxOutcomeOfMethod(input.card.methodRef)) {
        case 'success':
          return { status: 'succeeded', paymentRef };
        case 'pending':
          return { status: 'pending', paymentRef };
        case 'processor-error':
          return { status: 'failed', paymentRef, failureCode: 'processor-error' };
        case 'declined':
          return { status: 'failed', paymentRef, failureCode: 'card_declined' };
      }
    },
  };
}
