import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Visitors the eligibility questionnaire found not eligible who asked to be contacted, and signed-in
 * applicants whose later answers mean their case needs a lawyer. Consent is
 * recorded with its time and the version of the text shown, and the screening answers are kept
 * only when it was given: without consent nothing of the questionnaire leaves the session.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The visitor's temporary session; null for a signed-in applicant, whose account is named instead. */
    tempSessionId: uuid('temp_session_id'),
    /** A signed-in applicant whose later answers mean the case needs a lawyer (no foreign key: leads outlive accounts). */
    accountId: uuid('account_id'),
    locale: text('locale').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    consent: boolean('consent').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentTextVersion: text('consent_text_version').notNull(),
    /** Answers by question name and the reasons of the outcome; null without consent. */
    screening: jsonb('screening').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Which CRM adapter took it (`local`, `http`) and its reference there. */
    deliveredVia: text('delivered_via'),
    externalId: text('external_id'),
  },
  (table) => [index('leads_created_idx').on(table.createdAt)],
);
