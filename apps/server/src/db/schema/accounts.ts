import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An applicant's account. Email is stored lower-cased and phone in E.164, so both compare exactly. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** argon2id; null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    locale: text('locale').notNull().default('en'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Carried over from the temporary session when the account was created. */
    eligibilityOutcome: text('eligibility_outcome'),
    safeContact: jsonb('safe_contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_email_key').on(table.email),
    uniqueIndex('accounts_phone_key').on(table.phone),
  ],
);

/** Every password an account has had (the current one included), so none is ever reused. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_history_account_idx').on(table.accountId)],
);

/** The pre-account session of a visitor answering the eligibility questionnaire. */
export const tempSessions = pgTable('temp_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** sha256 of the token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  locale: text('locale').notNull().default('en'),
  strategy: text('strategy'),
  caseReference: text('case_reference'),
  eligibilityOutcome: text('eligibility_outcome'),
  safeContact: jsonb('safe_contact'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when its data moved to an account; a consumed session no longer authenticates. */
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
});

/** Single-use links sent by email and SMS (activation, password reset), stored as sha256. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('account_tokens_account_idx')
      .on(table.accountId, table.purpose)
      .where(sql`used_at IS NULL`),
  ],
);
