import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Invitation codes: one per applicant who asks for one, and one per partner organisation (from
 * content). A code names who invited, never who was invited.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** The applicant who shares it; null for a partner organisation. */
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The partner organisation's key in content/referral-partners.yaml; null for an applicant. */
    partnerKey: text('partner_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referral_codes_code_idx').on(table.code),
    uniqueIndex('referral_codes_owner_idx').on(table.ownerAccountId),
    uniqueIndex('referral_codes_partner_idx').on(table.partnerKey),
  ],
);

/** A visitor who arrived with an invitation code, before they have an account. */
export const referralArrivals = pgTable('referral_arrivals', {
  tempSessionId: uuid('temp_session_id').primaryKey(),
  codeId: uuid('code_id')
    .notNull()
    .references(() => referralCodes.id, { onDelete: 'cascade' }),
  arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
});

/**
 * A person who created an account through an invitation, and the moment their case was paid for
 * (the sale). Each moment is handed to the customer-relationship service once, by a job.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => referralCodes.id, { onDelete: 'cascade' }),
    referredAccountId: uuid('referred_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    registrationDeliveredAt: timestamp('registration_delivered_at', { withTimezone: true }),
    saleAt: timestamp('sale_at', { withTimezone: true }),
    saleAmountCents: integer('sale_amount_cents'),
    saleDeliveredAt: timestamp('sale_delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('referrals_referred_idx').on(table.referredAccountId),
    index('referrals_code_idx').on(table.codeId),
  ],
);
