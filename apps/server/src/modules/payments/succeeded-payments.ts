import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;

/** The succeeded payments of purpose `case` of the cases among `caseIds`, oldest first. */
export async function listSucceededCasePayments(db: Db, caseIds: readonly string[]): Promise<PaymentRow[]> {
  if (caseIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.caseId, [...caseIds]),
        eq(payments.purpose, 'case'),
        eq(payments.status, 'succeeded'),
      ),
    )
    .orderBy(asc(payments.createdAt));
}

/**
 * Succeeded payments of every case that `where` keeps (a caller's condition on the payment id, e.g.
 * what it has not seen yet), at most `limit`, so a sweep filters in the same query.
 */
export async function listSucceededPaymentsWhere(
  db: Db,
  options: { where: (paymentId: AnyPgColumn) => SQL; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), options.where(payments.id)))
    .limit(options.limit);
}
