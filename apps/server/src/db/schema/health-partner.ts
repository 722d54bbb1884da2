import type { HealthSharedData } from '@camino/contracts';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { documents } from './documents';

/**
 * A case's referral to the health-assessment partner: the consent (when, which disclosure text,
 * exactly what was shared) and whether the partner has it. One per case; without a configured
 * partner service this table is where staff read the referrals.
 */
export const healthPartnerReferrals = pgTable(
  'health_partner_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    disclosureVersion: text('disclosure_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    shared: jsonb('shared').$type<HealthSharedData>().notNull(),
    /** `sent` once the partner acknowledged it, `failed` after a refused attempt. */
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    /** The partner's evaluation once it came back, kept as a document of the case's evidence. */
    evaluationDocumentId: uuid('evaluation_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    evaluationReceivedAt: timestamp('evaluation_received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('health_partner_referrals_case_idx').on(table.caseId)],
);
