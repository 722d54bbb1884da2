/** `GET /active-payment-plan`: the plan paid for, its schedule, what is paid and what is left. */
import type { ActivePaymentPlan, Installment } from '@camino/contracts';
import { and, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema/payments';
import type { CaseRow } from '../cases';
import { coveredOf, findPaymentPlan } from './family-members-coverage';
import { type InstallmentRow, listInstallments } from './installments';
import { findPaymentMethod, toSavedMethodView } from './saved-method';

function toInstallmentView(row: InstallmentRow): Installment {
  return {
    number: row.number,
    dueDate: row.dueDate,
    amountCents: row.amountCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    failedAttempts: row.failedAttempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

export async function getActivePaymentPlan(db: Db, caseRow: CaseRow): Promise<ActivePaymentPlan> {
  const [plan, installments, method, paid] = await Promise.all([
    findPaymentPlan(db, caseRow.id),
    listInstallments(db, caseRow.id),
    findPaymentMethod(db, caseRow.id),
    db
      .select({ total: sum(payments.amountCents).mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.caseId, caseRow.id), eq(payments.status, 'succeeded'))),
  ]);
  const views = installments.map(toInstallmentView);
  const paidCents = paid[0]?.total ?? 0;
  const totalCents = plan?.totalCents ?? 0;
  return {
    plan: plan?.plan ?? null,
    casePayment: caseRow.payment,
    currency: 'USD',
    totalCents,
    paidCents,
    remainingCents: Math.max(0, totalCents - paidCents),
    installments: views,
    nextDue: views.find((installment) => installment.status !== 'paid') ?? null,
    overdueCount: views.filter((installment) => installment.status === 'overdue').length,
    familyMembersCovered: coveredOf(plan),
    savedMethod: toSavedMethodView(method),
    taxState: plan?.taxState ?? null,
  };
}
