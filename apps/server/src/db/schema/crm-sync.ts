import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

export type CrmSyncCall = 'convert-lead' | 'update-case' | 'update-opportunity' | 'update-intake';

/**
 * Each moment of a case the customer-relationship and wrapper services hear of, recorded once by
 * its key (the call and what happened) and marked when delivered. Without configured services this
 * table is where staff read them.
 */
export const crmSyncDeliveries = pgTable(
  'crm_sync_deliveries',
  {
    key: text('key').primaryKey(),
    call: text('call').$type<CrmSyncCall>().notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** What the call carries: ids, states, amounts and counts, never answers or contact details. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Which adapter took it (`local`, `http`). */
    deliveredVia: text('delivered_via'),
    /** The wrapper service's client id, when it named one. */
    externalId: text('external_id'),
  },
  (table) => [index('crm_sync_deliveries_case_idx').on(table.caseId, table.call)],
);
