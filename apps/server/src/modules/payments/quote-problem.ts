/**
 * Quote rule failures as API problems. The down payment keys get the `payment.*` reasons the web
 * app maps to the spec's messages, with the bounds so the message can name the amounts.
 */
import { AppError, type ProblemReason, type QuoteError } from '@camino/contracts';

const REASONS: Record<QuoteError, { reason: ProblemReason; path: string }> = {
  'downPayment.invalid': { reason: 'payment.downPaymentInvalid', path: 'body.downPaymentCents' },
  'downPayment.belowMinimum': { reason: 'payment.downPaymentTooLow', path: 'body.downPaymentCents' },
  'downPayment.notBelowFull': { reason: 'payment.downPaymentNotBelowFull', path: 'body.downPaymentCents' },
  'quote.unknownState': { reason: 'quote.unknownState', path: 'body.state' },
  'quote.spouseNotOffered': { reason: 'quote.spouseNotOffered', path: 'body.familyMembers' },
  'quote.childrenNotOffered': { reason: 'quote.childrenNotOffered', path: 'body.familyMembers' },
  'quote.invalidFamilyMembers': { reason: 'quote.invalidFamilyMembers', path: 'body.familyMembers' },
  'quote.invalidStartDate': { reason: 'quote.invalidStartDate', path: 'body' },
};

/** 400 naming the broken rule; `message` is the key of its text in `PAYMENT_MESSAGES`. */
export function quoteProblem(
  error: QuoteError,
  bounds?: { minimumDownPaymentCents: number; fullPriceCents: number },
): AppError {
  const { reason, path } = REASONS[error];
  return new AppError('VALIDATION', {
    detail: 'The payment plan cannot be priced as asked.',
    errors: [{ path, message: error }],
    extensions: { reason, ...bounds },
  });
}
