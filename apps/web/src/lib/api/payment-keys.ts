import type { Locale, PaymentQuoteRequest, Strategy } from '@camino/contracts';

/** The query keys of the payment screens; a payment or a family change invalidates `paymentKeys.all`. */
export const paymentKeys = {
  all: ['payment'] as const,
  priceList: (strategy: Strategy | null | undefined) => [...paymentKeys.all, 'price-list', strategy] as const,
  taxRate: (state: string) => [...paymentKeys.all, 'tax', state] as const,
  usStates: (locale: Locale) => [...paymentKeys.all, 'us-states', locale] as const,
  activePlan: () => [...paymentKeys.all, 'active-plan'] as const,
  quote: (request: PaymentQuoteRequest) => [...paymentKeys.all, 'quote', request] as const,
  familyImpact: (members: { spouse: boolean; children: number }) =>
    [...paymentKeys.all, 'family-impact', members] as const,
  pendingRules: () => [...paymentKeys.all, 'pending-rules'] as const,
};
