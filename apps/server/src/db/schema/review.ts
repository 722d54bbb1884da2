import type { ReviewKind, ReviewSection } from '@camino/contracts';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/**
 * A correction request sent from a review: free text for the forms, the evidence and the
 * declaration. It cannot be withdrawn; it is resolved when the applicant has made the corrections.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    review: text('review').$type<ReviewKind>().notNull(),
    forms: text('forms'),
    evidence: text('evidence'),
    declaration: text('declaration'),
    status: text('status').$type<'open' | 'resolved'>().notNull(),
    /**
     * A digest of what the applicant can change (answers, documents, declaration...) when the request
     * was sent; the corrections are not done while it is unchanged. Null for requests sent before.
     */
    caseFingerprint: text('case_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('review_requests_case_idx').on(table.caseId, table.createdAt)],
);

/** A section the applicant confirmed in one review; a correction request on it removes the row. */
export const reviewConfirmations = pgTable(
  'review_confirmations',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    review: text('review').$type<ReviewKind>().notNull(),
    section: text('section').$type<ReviewSection>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.review, table.section] })],
);

/**
 * The final approval (spec section 5): both confirmations, when, and a keyed hash of the address it
 * came from (the address itself is not kept). One per case: approval is final.
 */
export const caseApprovals = pgTable('case_approvals', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  accuracyConfirmed: text('accuracy_confirmed').notNull(),
  noLegalAdviceAccepted: text('no_legal_advice_accepted').notNull(),
  addressHash: text('address_hash').notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
});
