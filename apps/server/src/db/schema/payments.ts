import type {
  CheckoutPurpose,
  CheckoutStatus,
  FamilyMemberCounts,
  InstallmentStatus,
  PaymentPlan,
  PaymentProviderName,
  Quote,
} from '@camino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases';

/**
 * One attempt to pay through the provider's page (the pop-up). Amounts are what this checkout
 * charges today, tax included, in cents; `quote` pins the numbers shown to the applicant.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    status: text('status').$type<CheckoutStatus>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's id of its page (a Stripe Checkout Session); the checkout id for the sandbox. */
    providerRef: text('provider_ref'),
    /** The browser's key of one "Pay" intent; the same key answers the same checkout. */
    idempotencyKey: text('idempotency_key').notNull(),
    url: text('url'),
    locale: text('locale').$type<'en' | 'es'>().notNull(),
    plan: text('plan').$type<PaymentPlan>(),
    /** Two-letter state whose tax applies. */
    taxState: text('tax_state'),
    quote: jsonb('quote').$type<Quote>(),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** The family members covered once this checkout succeeds (case and family-members purposes). */
    familyMembers: jsonb('family_members').$type<FamilyMemberCounts>(),
    installmentNumber: integer('installment_number'),
    /** Internal reason of a failure (declined, processor-error…); never shown as such. */
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_checkouts_idempotency_key').on(table.caseId, table.idempotencyKey),
    // At most one open checkout per case: two pop-ups can never charge twice.
    uniqueIndex('payment_checkouts_one_open')
      .on(table.caseId)
      .where(sql`${table.status} in ('in-progress', 'pending')`),
    index('payment_checkouts_provider_ref_idx').on(table.providerRef),
  ],
);

/**
 * The plan a case paid for, written by its first successful payment: totals, the family members
 * the payments cover, and the tax state and rate later charges reuse.
 */
export const paymentPlans = pgTable('payment_plans', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  plan: text('plan').$type<PaymentPlan>().notNull(),
  taxState: text('tax_state').notNull(),
  taxRatePpm: integer('tax_rate_ppm').notNull(),
  /** Everything owed over the plan, tax included (grows when family members are added). */
  totalCents: integer('total_cents').notNull(),
  coveredSpouse: integer('covered_spouse').notNull().default(0),
  coveredChildren: integer('covered_children').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The installments of a plan, from the pinned quote. */
export const paymentInstallments = pgTable(
  'payment_installments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').$type<InstallmentStatus>().notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the job tries the saved card again after a failure; null when it will not. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payment_installments_case_number').on(table.caseId, table.number),
    index('payment_installments_due_idx').on(table.status, table.dueDate),
  ],
);

/** The card on file of a case, as the provider describes it (never the card number). */
export const paymentMethods = pgTable('payment_methods', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  /** The provider's customer (Stripe `cus_…`); null for the sandbox. */
  customerRef: text('customer_ref'),
  /** The provider's saved method (Stripe `pm_…`, a sandbox token). */
  methodRef: text('method_ref'),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every charge, successful or not: a checkout's payment or an off-session installment charge. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').references(() => paymentCheckouts.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    installmentNumber: integer('installment_number'),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    status: text('status').$type<'succeeded' | 'pending' | 'failed'>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's payment (Stripe PaymentIntent) id. */
    providerRef: text('provider_ref'),
    /** The key sent to the provider: a retried charge reuses it, so money moves once. */
    idempotencyKey: text('idempotency_key').notNull(),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payments_idempotency_key').on(table.idempotencyKey),
    index('payments_case_idx').on(table.caseId),
    index('payments_provider_ref_idx').on(table.providerRef),
  ],
);

/** A receipt per successful payment; `number` is the human-readable sequence. */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    installmentNumber: integer('installment_number'),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payment_receipts_payment_key').on(table.paymentId),
    index('payment_receipts_case_idx').on(table.caseId),
  ],
);

/** Provider events already handled: a webhook delivered twice is applied once. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
