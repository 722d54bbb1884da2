import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/**
 * What the applicant recorded of the case once the package was sent: the receipt notice (its number
 * and the receipt date that starts every clock) and the appointment days later notices gave.
 */
export const afterFilingRecords = pgTable('after_filing_records', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  receiptNumber: text('receipt_number').notNull(),
  receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
  biometricsDate: date('biometrics_date', { mode: 'string' }),
  interviewDate: date('interview_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A move after filing: where the applicant now lives, which the forms prepared later use as the home
 * address. The safe mailing address is kept apart (accounts and legal answers) and never changed here.
 */
export const residenceMoves = pgTable(
  'residence_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    street: text('street').notNull(),
    apartment: text('apartment'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    inCourt: boolean('in_court').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('residence_moves_case_idx').on(table.caseId, table.recordedAt)],
);
