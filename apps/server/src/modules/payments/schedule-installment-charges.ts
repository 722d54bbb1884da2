import { ne, and, eq } from 'drizzle-orm';
import { paymentInstallments } from '../../db/schema/payments';
import type { PaymentsDeps } from './payments-deps';
import { INSTALLMENT_CHARGE_QUEUE, type InstallmentChargeJob } from './queues';

/** The instant a due date's charge is queued for: midday UTC, the same calendar day in every U.S. zone. */
export function chargeTimeOf(dueDate: string): Date {
  return new Date(`${dueDate}T17:00:00Z`);
}

/** Queues a charge job for each unpaid installment of a case on its due date. */
export async function scheduleInstallmentCharges(
  deps: Pick<PaymentsDeps, 'db' | 'jobs'>,
  caseId: string,
): Promise<void> {
  const unpaid = await deps.db
    .select({ id: paymentInstallments.id, dueDate: paymentInstallments.dueDate })
    .from(paymentInstallments)
    .where(and(eq(paymentInstallments.caseId, caseId), ne(paymentInstallments.status, 'paid')));
  for (const installment of unpaid) {
    await deps.jobs.send<InstallmentChargeJob>(
      INSTALLMENT_CHARGE_QUEUE,
      { installmentId: installment.id },
      { startAfter: chargeTimeOf(installment.dueDate) },
    );
  }
}
