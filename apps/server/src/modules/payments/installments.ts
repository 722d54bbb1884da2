/** The installment schedule of a case: written from the pinned quote, paid one by one. */
import type { Quote } from '@camino/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentInstallments } from '../../db/schema/payments';

export type InstallmentRow = typeof paymentInstallments.$inferSelect;

/** Writes the quote's installments (once: a second delivery of the same success changes nothing). */
export async function createSchedule(
  db: Db,
  caseId: string,
  quote: Quote,
  now: Date,
): Promise<InstallmentRow[]> {
  if (quote.installments.length === 0) return [];
  return db
    .insert(paymentInstallments)
    .values(
      quote.installments.map((installment) => ({
        caseId,
        number: installment.number,
        dueDate: installment.dueDate,
        amountCents: installment.amountCents,
        taxCents: installment.taxCents,
        totalCents: installment.totalCents,
        status: 'scheduled' as const,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

export async function listInstallments(db: Db, caseId: string): Promise<InstallmentRow[]> {
  return db
    .select()
    .from(paymentInstallments)
    .where(eq(paymentInstallments.caseId, caseId))
    .orderBy(asc(paymentInstallments.number));
}

export async function findInstallment(db: Db, id: string, lock = false): Promise<InstallmentRow | null> {
  const query = db.select().from(paymentInstallments).where(eq(paymentInstallments.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The facts the case machine's installment guards read: what is left and what is overdue. */
export async function installmentCounts(
  db: Db,
  caseId: string,
): Promise<{ installmentsRemaining: number; installmentsOverdue: number }> {
  const unpaid = await db
    .select({ status: paymentInstallments.status })
    .from(paymentInstallments)
    .where(and(eq(paymentInstallments.caseId, caseId), ne(paymentInstallments.status, 'paid')));
  return {
    installmentsRemaining: unpaid.length,
    installmentsOverdue: unpaid.filter((row) => row.status === 'overdue').length,
  };
}

export async function markInstallmentPaid(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(paymentInstallments)
    .set({ status: 'paid', paidAt: now, nextAttemptAt: null })
    .where(eq(paymentInstallments.id, id));
}
