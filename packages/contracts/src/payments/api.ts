/**
 * Request and response schemas of every payment endpoint (spec section 7, "Payment"). Amounts are
 * integer cents, rates integer parts per million, due dates calendar days (`YYYY-MM-DD`).
 */
import { z } from 'zod';
import { STRATEGIES } from '../constants';
import { LOCALES } from '../routes';
import { paymentStatusSchema } from '../case/schemas';
import { INSTALLMENT_INTERVALS } from './product';
import { paymentPlanSchema, quoteSchema } from './schemas';

const cents = z.number().int().min(0);
const stateCode = z.string().regex(/^[A-Za-z]{2}$/);

/** Which provider takes the card: the built-in sandbox or Stripe. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** `GET /tax-applicability?state=TX`. */
export const taxApplicabilityQuerySchema = z.object({ state: stateCode });
export const taxApplicabilitySchema = z.object({
  /** Upper-case two-letter code. */
  state: z.string(),
  /** 4.875% = 48 750. */
  taxRatePpm: z.number().int().min(0).max(1_000_000),
});
export type TaxApplicability = z.infer<typeof taxApplicabilitySchema>;

/** `GET /basic-payment-options/:strategy`: the price list of one case type. */
export const basicPaymentOptionsParamsSchema = z.object({ strategy: z.enum(STRATEGIES) });
export const basicPaymentOptionsSchema = z.object({
  strategy: z.enum(STRATEGIES),
  currency: z.literal('USD'),
  /** Pay-in-full price for the main applicant. */
  priceCents: cents,
  /** Lowest down payment, in ppm of the pay-in-full price including family members. */
  minimumDownPaymentPpm: z.number().int().min(0).max(1_000_000),
  installments: z.object({
    count: z.number().int().min(0),
    interval: z.enum(INSTALLMENT_INTERVALS),
    surchargeCents: cents,
  }),
  /** Null where the case type cannot include that family member. */
  familyMembers: z.object({ spouseCents: cents.nullable(), childCents: cents.nullable() }),
});
export type BasicPaymentOptions = z.infer<typeof basicPaymentOptionsSchema>;

export const familyMemberCountsSchema = z.object({
  spouse: z.boolean(),
  children: z.number().int().min(0).max(20),
});
export type FamilyMemberCounts = z.infer<typeof familyMemberCountsSchema>;

/**
 * `POST /payment/quote`: the case type and family members come from the caller's case, the date is
 * the server's today. Errors: 400 with `reason` `payment.downPaymentTooLow`,
 * `payment.downPaymentNotBelowFull`, `payment.downPaymentInvalid` or a `quote.*` key (extensions
 * `minimumDownPaymentCents`, `fullPriceCents`); 409 `case.strategyMissing` before a case type is chosen.
 */
export const paymentQuoteRequestSchema = z.object({
  plan: paymentPlanSchema,
  state: stateCode,
  /** Installment plan only; the minimum when omitted. */
  downPaymentCents: cents.optional(),
});
export type PaymentQuoteRequest = z.infer<typeof paymentQuoteRequestSchema>;

export const paymentQuoteResponseSchema = z.object({
  quote: quoteSchema,
  /** The family members the quote prices (those on the case). */
  familyMembers: familyMemberCountsSchema,
});
export type PaymentQuoteResponse = z.infer<typeof paymentQuoteResponseSchema>;

/** What a checkout pays for. */
export const CHECKOUT_PURPOSES = ['case', 'family-members', 'installment', 'save-method'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/** Where a checkout stands, as the server recorded it. */
export const CHECKOUT_STATUSES = ['in-progress', 'pending', 'succeeded', 'failed', 'cancelled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * `POST /payment/checkout`. The same `idempotencyKey`, or an open checkout of the same case and
 * purpose, returns the existing checkout: a double click or a reload never starts a second charge.
 * `purpose: 'family-members'` pays the difference for family members added after the case was paid.
 */
export const createCheckoutRequestSchema = z.object({
  plan: paymentPlanSchema,
  state: stateCode,
  downPaymentCents: cents.optional(),
  purpose: z.enum(['case', 'family-members']).default('case'),
  /**
   * `family-members` only: the family members the case should cover once paid (the difference is
   * charged, see `GET /payment/family-members/impact`). Ignored for `case`, which prices those on the case.
   */
  familyMembers: familyMemberCountsSchema.optional(),
  /** A UUID the browser makes once per "Pay" intent and resends on retries of the same intent. */
  idempotencyKey: z.uuid(),
  /** Language of the checkout page and the receipt; the request's language when omitted. */
  locale: z.enum(LOCALES).optional(),
});
export type CreateCheckoutRequest = z.input<typeof createCheckoutRequestSchema>;

/** A checkout as the server recorded it; `url` opens the provider's page in the pop-up. */
export const checkoutSchema = z.object({
  checkoutId: z.uuid(),
  purpose: z.enum(CHECKOUT_PURPOSES),
  status: z.enum(CHECKOUT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The page to open in the pop-up; null once the checkout is over. */
  url: z.string().nullable(),
  /** What this checkout charges today (tax included); 0 for `save-method`. */
  amountCents: cents,
  currency: z.literal('USD'),
  /** Set when failed: the message key to show (`payment.failed`, text in `PAYMENT_MESSAGES`). */
  failureMessageKey: z.literal('payment.failed').nullable(),
  /** Set when failed because the bank refused the card: the screen adds 'payment.cardDeclined'. */
  cardDeclined: z.boolean().optional(),
  /** The case's payment standing after this checkout's latest change. */
  casePayment: paymentStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutParamsSchema = z.object({ id: z.uuid() });
/** `GET /checkout/success?checkoutId=…` (spec name) answers the same as `GET /checkout/:id/status`. */
export const checkoutSuccessQuerySchema = z.object({ checkoutId: z.uuid() });

/** `POST /verify-user-payment`: asks the provider again; the case's latest checkout when omitted. */
export const verifyPaymentRequestSchema = z.object({ checkoutId: z.uuid().optional() });

export const INSTALLMENT_STATUSES = ['scheduled', 'processing', 'paid', 'overdue'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const installmentSchema = z.object({
  number: z.number().int().min(1),
  dueDate: z.iso.date(),
  amountCents: cents,
  taxCents: cents,
  totalCents: cents,
  status: z.enum(INSTALLMENT_STATUSES),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** Failed automatic charges so far. */
  failedAttempts: z.number().int().min(0),
  /** When the job tries the saved card again (after a failure), if it will. */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Installment = z.infer<typeof installmentSchema>;

export const savedPaymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12).nullable(),
  expYear: z.number().int().nullable(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

/** `GET /active-payment-plan`: the plan paid for, its schedule and what is left. `plan` is null before the first payment. */
export const activePaymentPlanSchema = z.object({
  plan: paymentPlanSchema.nullable(),
  casePayment: paymentStatusSchema,
  currency: z.literal('USD'),
  /** Everything the plan costs, tax included (plus family members paid for later). */
  totalCents: cents,
  paidCents: cents,
  remainingCents: cents,
  installments: z.array(installmentSchema),
  /** The earliest unpaid installment. */
  nextDue: installmentSchema.nullable(),
  overdueCount: z.number().int().min(0),
  /** The family members the payments so far cover. */
  familyMembersCovered: familyMemberCountsSchema,
  savedMethod: savedPaymentMethodSchema.nullable(),
  /** The state whose tax the plan charges, chosen at the first payment (never asked again). */
  taxState: z.string().nullable(),
});
export type ActivePaymentPlan = z.infer<typeof activePaymentPlanSchema>;

/**
 * `POST /create-payment`: pays an installment now (overdue or early). `method: 'saved'` charges the
 * card on file at once; `method: 'new'` opens a checkout whose card becomes the card on file.
 * 409 reasons: `payment.nothingDue` (no unpaid installment), `payment.noSavedMethod`.
 */
export const createPaymentRequestSchema = z.object({
  idempotencyKey: z.uuid(),
  /** The earliest unpaid installment when omitted. */
  installmentNumber: z.number().int().min(1).optional(),
  method: z.enum(['saved', 'new']).default('saved'),
  locale: z.enum(LOCALES).optional(),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export const PAYMENT_RESULTS = ['succeeded', 'pending', 'failed'] as const;
export const createPaymentResponseSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('saved'),
    installmentNumber: z.number().int().min(1),
    result: z.enum(PAYMENT_RESULTS),
    failureMessageKey: z.literal('payment.failed').nullable(),
    plan: activePaymentPlanSchema,
  }),
  z.object({
    method: z.literal('new'),
    installmentNumber: z.number().int().min(1),
    checkout: checkoutSchema,
  }),
]);
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** `POST /save-method`: a checkout that only replaces the card on file (nothing is charged). */
export const saveMethodRequestSchema = z.object({
  idempotencyKey: z.uuid(),
  locale: z.enum(LOCALES).optional(),
});

/** `GET /client-info`: the provider and the card on file. */
export const paymentClientInfoSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  savedMethod: savedPaymentMethodSchema.nullable(),
  /** Where receipts go, when the applicant allows email. */
  receiptEmail: z.string().nullable(),
});
export type PaymentClientInfo = z.infer<typeof paymentClientInfoSchema>;

/**
 * `GET /payment/family-members/impact?spouse=true&children=2`: what adding family members costs
 * beyond what was paid for. Before the first payment the quote simply changes, so the impact is 0.
 */
export const familyMembersImpactQuerySchema = z.object({
  spouse: z.stringbool().default(false),
  children: z.coerce.number().int().min(0).max(20).default(0),
});
export const familyMembersImpactSchema = z.object({
  /** Price before tax of the family members not yet paid for. */
  priceImpactCents: cents,
  taxCents: cents,
  /** What a `family-members` checkout would charge. */
  totalCents: cents,
  covered: familyMemberCountsSchema,
  requested: familyMemberCountsSchema,
});
export type FamilyMembersImpact = z.infer<typeof familyMembersImpactSchema>;

/** `GET /payment/receipts`: one receipt per successful payment, newest first. */
export const receiptSchema = z.object({
  id: z.uuid(),
  /** Human-readable receipt number, e.g. `CAM-2026-000123`. */
  number: z.string(),
  purpose: z.enum(CHECKOUT_PURPOSES),
  installmentNumber: z.number().int().min(1).nullable(),
  amountCents: cents,
  taxCents: cents,
  totalCents: cents,
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptsSchema = z.object({ receipts: z.array(receiptSchema) });
