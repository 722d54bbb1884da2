/** Wire schemas of the payment calls that carry a plan choice (plan selection, checkout). */
import { z } from 'zod';
import { STRATEGIES } from '../constants';
import { PAYMENT_PLANS } from './plans';
import { MAX_CHILDREN } from './quote';

export const paymentPlanSchema = z.enum(PAYMENT_PLANS);

export const familyMembersSchema = z.object({
  spouse: z.boolean(),
  children: z.number().int().min(0).max(MAX_CHILDREN),
});

/** What the applicant chooses on the plan-selection screen; the server adds prices, tax and the date. */
export const quoteRequestSchema = z.object({
  strategy: z.enum(STRATEGIES),
  state: z.string().regex(/^[A-Za-z]{2}$/),
  familyMembers: familyMembersSchema.default({ spouse: false, children: 0 }),
  plan: paymentPlanSchema,
  /** Cents; installment plan only. */
  downPaymentCents: z.number().int().min(0).optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

const cents = z.number().int().min(0);

/** The quote as the API returns it (the Payment entity of spec section 3). */
export const quoteSchema = z.object({
  strategy: z.enum(STRATEGIES),
  plan: paymentPlanSchema,
  currency: z.literal('USD'),
  basePriceCents: cents,
  familyMembersCents: cents,
  fullPriceCents: cents,
  planPriceCents: cents,
  savingsCents: cents,
  minimumDownPaymentCents: cents,
  downPaymentCents: cents,
  installmentsCount: z.number().int().min(0),
  installments: z.array(
    z.object({
      number: z.number().int().min(1),
      dueDate: z.iso.date(),
      amountCents: cents,
      taxCents: cents,
      totalCents: cents,
    }),
  ),
  taxRatePpm: z.number().int().min(0).max(1_000_000),
  taxCents: cents,
  taxTodayCents: cents,
  totalTodayCents: cents,
  totalCents: cents,
});
