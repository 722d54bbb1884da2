/** The down payment rule of spec section 5: at least the minimum and below the full single payment. */
import { formatUsd, isCents } from './money';
import { paymentMessage } from './messages';

export const DOWN_PAYMENT_ERRORS = [
  'downPayment.invalid',
  'downPayment.belowMinimum',
  'downPayment.notBelowFull',
] as const;
export type DownPaymentError = (typeof DOWN_PAYMENT_ERRORS)[number];

/** The bounds a down payment is checked against, in cents. */
export interface DownPaymentBounds {
  readonly minimumCents: number;
  /** The pay-in-full price; a down payment this large should be a payment in full instead. */
  readonly fullPriceCents: number;
}

/** Null when the down payment is acceptable, otherwise the key of the rule it breaks. */
export function checkDownPayment(
  downPaymentCents: number,
  bounds: DownPaymentBounds,
): DownPaymentError | null {
  if (!isCents(downPaymentCents)) return 'downPayment.invalid';
  // Checked first: when the minimum is not below the full price, paying in full is the only way.
  if (downPaymentCents >= bounds.fullPriceCents) return 'downPayment.notBelowFull';
  if (downPaymentCents < bounds.minimumCents) return 'downPayment.belowMinimum';
  return null;
}

/** The message of a down payment error in the user's language, with the amounts written out. */
export function downPaymentMessage(
  error: DownPaymentError,
  locale: 'en' | 'es',
  bounds: DownPaymentBounds,
): string {
  return paymentMessage(error, locale, {
    minimum: formatUsd(bounds.minimumCents, locale),
    fullPrice: formatUsd(bounds.fullPriceCents, locale),
  });
}
