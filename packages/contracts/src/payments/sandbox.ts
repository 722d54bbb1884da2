/**
 * Test cards of the built-in sandbox payment provider. The numbers and their meanings follow
 * Stripe's test mode (the production provider), so a tester gets the same outcome in both.
 */

export const SANDBOX_OUTCOMES = ['success', 'declined', 'pending', 'processor-error'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Documented sandbox cards; any future expiry date, any CVV of the right size, any postal code. */
export const SANDBOX_CARDS = [
  { number: '4242424242424242', brand: 'visa', outcome: 'success', note: 'Payment succeeds.' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'success', note: 'Payment succeeds.' },
  {
    number: '378282246310005',
    brand: 'american-express',
    outcome: 'success',
    note: 'Payment succeeds (4-digit CVV).',
  },
  { number: '6011111111111117', brand: 'discover', outcome: 'success', note: 'Payment succeeds.' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', note: 'The bank declines the card.' },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'declined',
    note: 'Declined for insufficient funds.',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    outcome: 'pending',
    note: 'The bank asks for verification; the payment stays pending until the provider confirms it.',
  },
  { number: '4000000000000119', brand: 'visa', outcome: 'processor-error', note: 'The processor fails.' },
] as const satisfies readonly { number: string; brand: string; outcome: SandboxOutcome; note: string }[];

/** The sandbox outcome of a card number (spaces and dashes ignored); any unlisted number is declined. */
export function sandboxOutcomeFor(cardNumber: string): SandboxOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  // Declining unlisted numbers means a real card typed into the sandbox never looks like it was charged.
  return SANDBOX_CARDS.find((card) => card.number === digits)?.outcome ?? 'declined';
}
