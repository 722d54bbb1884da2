import type {
  CaseEvent,
  CaseStep,
  PaymentPlan,
  PaymentStatus,
  Relationship,
  Strategy,
} from '@camino/contracts';
import {
  bigserial,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * An applicant's case: where it stands in the journey (`step`) and where its money stands
 * (`payment`), the two halves of the state machine in `@camino/contracts`. One case per account.
 */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null until the applicant's case type is known (several may fit after eligibility). */
    strategy: text('strategy').$type<Strategy>(),
    step: text('step').$type<CaseStep>().notNull(),
    payment: text('payment').$type<PaymentStatus>().notNull(),
    /** The plan chosen at checkout, once there is one. */
    plan: text('plan').$type<PaymentPlan>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cases_account_key').on(table.accountId)],
);

/** Every transition a case went through, in order: the applicant's history and an audit trail. */
export const caseStateLogs = pgTable(
  'case_state_logs',
  {
    // Entries backfilled at one instant still keep their order.
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    event: text('event').$type<CaseEvent>().notNull(),
    fromStep: text('from_step').$type<CaseStep>(),
    fromPayment: text('from_payment').$type<PaymentStatus>(),
    toStep: text('to_step').$type<CaseStep>().notNull(),
    toPayment: text('to_payment').$type<PaymentStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('case_state_logs_case_idx').on(table.caseId, table.seq)],
);

/** Family members (derivatives) included in a case; deselecting one deletes its row. */
export const caseDerivatives = pgTable(
  'case_derivatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    relationship: text('relationship').$type<Relationship>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    married: boolean('married').notNull(),
    livesInUs: boolean('lives_in_us').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('case_derivatives_case_idx').on(table.caseId)],
);
