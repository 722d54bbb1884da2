/** The two ways to pay for a case: one payment, or a down payment followed by monthly installments. */
export const PAYMENT_PLANS = ['full', 'installments'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];
