import {
  downPaymentMessage,
  PAYMENT_MESSAGES,
  paymentMessage,
  type DownPaymentBounds,
  type DownPaymentError,
  type Locale,
  type PaymentMessageKey,
} from '@camino/contracts';
import { ApiError } from '../../lib/api-client';

// The server names down payment refusals under `payment.*`; the texts live under the rule's own key.
const SERVER_DOWN_PAYMENT: Record<string, DownPaymentError> = {
  'payment.downPaymentTooLow': 'downPayment.belowMinimum',
  'payment.downPaymentNotBelowFull': 'downPayment.notBelowFull',
  'payment.downPaymentInvalid': 'downPayment.invalid',
};

const isPaymentKey = (key: string): key is PaymentMessageKey => Object.hasOwn(PAYMENT_MESSAGES, key);

/** The down payment rule a server refusal names, if it names one. */
export function downPaymentErrorOf(error: unknown): DownPaymentError | null {
  if (!(error instanceof ApiError) || !error.reason) return null;
  return SERVER_DOWN_PAYMENT[error.reason] ?? null;
}

/**
 * The message of a refused quote in the reader's language, with the server's bounds when it sent
 * them; null when the refusal is not about the quote's inputs.
 */
export function quoteErrorMessage(error: unknown, locale: Locale, fallback: DownPaymentBounds): string | null {
  if (!(error instanceof ApiError) || !error.reason) return null;
  const rule = downPaymentErrorOf(error);
  if (rule) {
    const { minimumDownPaymentCents, fullPriceCents } = error.extensions;
    return downPaymentMessage(rule, locale, {
      minimumCents: typeof minimumDownPaymentCents === 'number' ? minimumDownPaymentCents : fallback.minimumCents,
      fullPriceCents: typeof fullPriceCents === 'number' ? fullPriceCents : fallback.fullPriceCents,
    });
  }
  return isPaymentKey(error.reason) ? paymentMessage(error.reason, locale) : null;
}
