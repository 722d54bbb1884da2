import type { Locale } from '@camino/contracts';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/**
 * An applicant's acceptance of one version of the terms of use and of the privacy policy, with
 * when and from where: the evidence that they agreed. A later version accepted adds a row.
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    clientAddress: text('client_address').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('terms_acceptances_case_versions_key').on(
      table.caseId,
      table.termsVersion,
      table.privacyVersion,
    ),
  ],
);

/**
 * A signed service contract. The PDF itself is in the encrypted file store under `storageKey`;
 * its sha256 lets anyone holding a copy prove it is the one signed. One signature per version.
 */
export const signedContracts = pgTable(
  'signed_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    contractVersion: text('contract_version').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    clientAddress: text('client_address').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('signed_contracts_case_version_key').on(table.caseId, table.contractVersion),
    index('signed_contracts_case_idx').on(table.caseId, table.signedAt),
  ],
);
