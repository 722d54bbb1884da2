import type { Gender } from '@camino/contracts';
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/**
 * The applicant's personal information (My profile), one row per case: the forms of the case are
 * filled from it, so it belongs to the case rather than to the account's sign-in details. Written
 * already normalised by the contracts schema (A-Number as 9 digits, phone in E.164, email lower-case).
 */
export const personalInfos = pgTable('personal_infos', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  /** Null when the applicant has no A-Number. */
  aNumber: text('a_number'),
  /** Each field is saved on its own: null until the applicant gives it. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender').$type<Gender>(),
  email: text('email').notNull(),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
