/**
 * Charging an installment with the card on file, by the job on its due date or by the applicant
 * paying now (early, or an overdue one). The charge is made in three steps so no database lock is
 * held while the provider answers: claim the installment (`processing`), charge with an idempotency
 * key per attempt (a job retried after a crash reuses it, so money moves once), record the answer.
 */
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { ChargeResult } from '../../adapters/payments';
import type { Db } from '../../db/database';
import { paymentInstallments, payments } from '../../db/schema/payments';
import { lockCase, tryApplyCaseEvent } from '../cases';
import { dayOf } from './clock';
import { findInstallment, installmentCounts, type InstallmentRow } from './installments';
import { sendInstallmentFailed, sendReceipt } from './notify-payer';
import type { PaymentsDeps } from './payments-deps';
import { INSTALLMENT_CHARGE_QUEUE, type InstallmentChargeJob } from './queues';
import { createReceipt } from './receipts';
import { nextAttemptAfter } from './retry-schedule';
import { findPaymentMethod } from './saved-method';
import { recordInstallmentPaid } from './settle-checkout';

export type ChargeTrigger = 'schedule' | 'applicant';

export type InstallmentChargeOutcome =
  | { result: ChargeResult['status']; installment: InstallmentRow }
  | { result: 'skipped'; installment: InstallmentRow | null };

/** True when the job should charge it now: due and unpaid, or overdue and its retry time has come. */
export function isChargeDue(installment: InstallmentRow, now: Date): boolean {
  if (installment.status === 'scheduled') return installment.dueDate <= dayOf(now);
  if (installment.status === 'overdue')
    return installment.nextAttemptAt !== null && installment.nextAttemptAt <= now;
  return false;
}

async function claim(
  deps: PaymentsDeps,
  installmentId: string,
  trigger: ChargeTrigger,
  now: Date,
): Promise<
  | { installment: InstallmentRow; paymentId: string; key: string; previous: InstallmentRow['status'] }
  | InstallmentChargeOutcome
> {
  const found = await findInstallment(deps.db, installmentId);
  if (!found) return { result: 'skipped', installment: null };
  return deps.db.transaction(async (tx) => {
    await lockCase(tx, found.caseId);
    const installment = (await findInstallment(tx, installmentId, true))!;
    const payable = installment.status === 'scheduled' || installment.status === 'overdue';
    if (!payable || (trigger === 'schedule' && !isChargeDue(installment, now))) {
      return { result: 'skipped' as const, installment };
    }
    const attempt = installment.failedAttempts + 1;
    const key = `installment:${installment.id}:attempt:${attempt}:${trigger}`;
    const [payment] = await tx
      .insert(payments)
      .values({
        caseId: installment.caseId,
        purpose: 'installment',
        installmentNumber: installment.number,
        amountCents: installment.totalCents,
        taxCents: installment.taxCents,
        status: 'pending',
        provider: deps.provider.name,
        idempotencyKey: key,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({ target: payments.idempotencyKey, set: { updatedAt: now } })
      .returning({ id: payments.id });
    await tx
      .update(paymentInstallments)
      .set({ status: 'processing' })
      .where(eq(paymentInstallments.id, installment.id));
    return { installment, paymentId: payment!.id, key, previous: installment.status };
  });
}

/** Charges an installment now; 'skipped' when it is not payable (already paid, processing, not due). */
export async function chargeInstallment(
  deps: PaymentsDeps,
  installmentId: string,
  trigger: ChargeTrigger,
): Promise<InstallmentChargeOutcome> {
  const now = deps.clock();
  const claimed = await claim(deps, installmentId, trigger, now);
  if ('result' in claimed) return claimed;
  const { installment, paymentId, key, previous } = claimed;

  const method = await findPaymentMethod(deps.db, installment.caseId);
  let result: ChargeResult;
  if (!method?.methodRef) {
    result = { status: 'failed', paymentRef: null, failureCode: 'no_saved_method' };
  } else {
    try {
      result = await deps.provider.chargeSavedCard({
        card: { customerRef: method.customerRef, methodRef: method.methodRef },
        amountCents: installment.totalCents,
        description: `Camino installment ${installment.number}`,
        idempotencyKey: key,
        metadata: { installmentId: installment.id, paymentId },
      });
    } catch (error) {
      // The provider did not answer: put the installment back so the retried job (same key) can claim it.
      await deps.db
        .update(paymentInstallments)
        .set({ status: previous })
        .where(eq(paymentInstallments.id, installment.id));
      throw error;
    }
  }
  return finishInstallmentCharge(deps, paymentId, result, trigger);
}

/** Records the provider's answer to an installment charge (now, or later through a webhook). */
export async function finishInstallmentCharge(
  deps: PaymentsDeps,
  paymentId: string,
  result: ChargeResult,
  trigger: ChargeTrigger,
): Promise<InstallmentChargeOutcome> {
  const now = deps.clock();
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment || payment.installmentNumber === null) return { result: 'skipped', installment: null };

  const done = await deps.db.transaction(async (tx: Db) => {
    await lockCase(tx, payment.caseId);
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    const [installment] = await tx
      .select()
      .from(paymentInstallments)
      .where(
        and(
          eq(paymentInstallments.caseId, payment.caseId),
          eq(paymentInstallments.number, payment.installmentNumber!),
        ),
      )
      .for('update');
    // Already answered (a webhook repeating what the charge call said): nothing more to do.
    if (!current || current.status !== 'pending' || !installment) {
      return { outcome: { result: 'skipped' as const, installment: installment ?? null } };
    }
    await tx
      .update(payments)
      .set({
        status: result.status,
        providerRef: result.paymentRef,
        failureCode: result.status === 'failed' ? result.failureCode : null,
        updatedAt: now,
      })
      .where(eq(payments.id, paymentId));

    if (result.status === 'pending') return { outcome: { result: 'pending' as const, installment } };

    if (result.status === 'succeeded') {
      await recordInstallmentPaid(tx, installment.id, payment.caseId, now);
      const method = await findPaymentMethod(tx, payment.caseId);
      const receipt = await createReceipt(tx, {
        caseId: payment.caseId,
        paymentId,
        purpose: 'installment',
        installmentNumber: installment.number,
        amountCents: payment.amountCents,
        taxCents: payment.taxCents,
        cardBrand: method?.brand ?? null,
        cardLast4: method?.last4 ?? null,
        paidAt: now,
      });
      const [paid] = await tx
        .select()
        .from(paymentInstallments)
        .where(eq(paymentInstallments.id, installment.id));
      return { outcome: { result: 'succeeded' as const, installment: paid! }, receipt };
    }

    // Failed. An installment not yet due that the applicant tried to pay early is simply still scheduled.
    const failedAttempts = installment.failedAttempts + 1;
    const due = installment.dueDate <= dayOf(now);
    const nextAttemptAt = due
      ? nextAttemptAfter(installment.dueDate, failedAttempts, deps.config.INSTALLMENT_RETRY_DAYS, now)
      : null;
    const [updated] = await tx
      .update(paymentInstallments)
      .set({ status: due ? 'overdue' : 'scheduled', failedAttempts, nextAttemptAt })
      .where(eq(paymentInstallments.id, installment.id))
      .returning();
    if (due) {
      await tryApplyCaseEvent(tx, {
        caseId: payment.caseId,
        event: 'INSTALLMENT_OVERDUE',
        context: await installmentCounts(tx, payment.caseId),
        now,
      });
    }
    return {
      outcome: { result: 'failed' as const, installment: updated! },
      failedAttempts,
      nextAttemptAt,
      notify: due,
    };
  });

  if ('receipt' in done && done.receipt) await sendReceipt(deps, done.receipt);
  if ('notify' in done && done.notify && trigger === 'schedule') {
    await sendInstallmentFailed(deps, {
      caseId: payment.caseId,
      installmentId: done.outcome.installment!.id,
      attempt: done.failedAttempts,
      totalCents: payment.amountCents,
      retryAt: done.nextAttemptAt,
    });
  }
  if ('nextAttemptAt' in done && done.nextAttemptAt) {
    await deps.jobs.send<InstallmentChargeJob>(
      INSTALLMENT_CHARGE_QUEUE,
      { installmentId: done.outcome.installment!.id },
      { startAfter: done.nextAttemptAt },
    );
  }
  return done.outcome;
}

/** Installments the job should charge now: due and unpaid, or overdue with their retry time reached. */
export async function findChargeableInstallments(db: Db, now: Date): Promise<InstallmentRow[]> {
  return db
    .select()
    .from(paymentInstallments)
    .where(
      or(
        and(eq(paymentInstallments.status, 'scheduled'), lte(paymentInstallments.dueDate, dayOf(now))),
        and(inArray(paymentInstallments.status, ['overdue']), lte(paymentInstallments.nextAttemptAt, now)),
      ),
    );
}

/** The sweep's work: charges everything chargeable now, one installment at a time. */
export async function chargeDueInstallments(deps: PaymentsDeps): Promise<number> {
  const due = await findChargeableInstallments(deps.db, deps.clock());
  let charged = 0;
  for (const installment of due) {
    try {
      const outcome = await chargeInstallment(deps, installment.id, 'schedule');
      if (outcome.result !== 'skipped') charged += 1;
    } catch (error) {
      // One provider outage must not stop the others; the next sweep tries this one again.
      deps.log.error({ err: error, installmentId: installment.id }, 'installment charge failed to run');
    }
  }
  return charged;
}
