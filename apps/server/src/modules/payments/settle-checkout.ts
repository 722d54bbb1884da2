/**
 * The one place a checkout's outcome lands, whoever reports it (the sandbox page, a Stripe webhook,
 * the return page, a verify call): the record, the money rows, the case's state and the receipt
 * change together. Reports arrive in any order and more than once; a report that does not move the
 * checkout forward changes nothing.
 */
import type { CheckoutStatus, PaymentStatus } from '@camino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { HostedCheckoutState } from '../../adapters/payments';
import type { Db } from '../../db/database';
import { paymentCheckouts, paymentInstallments, paymentPlans, payments } from '../../db/schema/payments';
import { findCaseById, lockCase, tryApplyCaseEvent } from '../cases';
import { type CheckoutRow, findCheckoutById } from './checkout-records';
import { createSchedule, findInstallment, installmentCounts, markInstallmentPaid } from './installments';
import { sendReceipt } from './notify-payer';
import type { PaymentsDeps } from './payments-deps';
import { createReceipt, type ReceiptRow } from './receipts';
import { findPaymentMethod, saveCard } from './saved-method';
import { scheduleInstallmentCharges } from './schedule-installment-charges';

/** The reports a checkout accepts in each status; money that moved after a cancel still counts. */
const NEXT: Record<CheckoutStatus, readonly CheckoutStatus[]> = {
  'in-progress': ['pending', 'succeeded', 'failed', 'cancelled'],
  pending: ['succeeded', 'failed', 'cancelled'],
  cancelled: ['succeeded'],
  failed: [],
  succeeded: [],
};

export type CheckoutReport = Exclude<HostedCheckoutState, { status: 'open' }>;

export interface SettledCheckout {
  row: CheckoutRow;
  casePayment: PaymentStatus;
}

async function recordSuccess(
  tx: Db,
  deps: PaymentsDeps,
  row: CheckoutRow,
  report: Extract<CheckoutReport, { status: 'succeeded' }>,
  now: Date,
): Promise<ReceiptRow | null> {
  if (report.card) await saveCard(tx, row.caseId, row.provider, report.card, now);
  if (row.purpose === 'save-method') return null;

  const [payment] = await tx
    .insert(payments)
    .values({
      caseId: row.caseId,
      checkoutId: row.id,
      purpose: row.purpose,
      installmentNumber: row.installmentNumber,
      amountCents: row.amountCents,
      taxCents: row.taxCents,
      status: 'succeeded',
      provider: row.provider,
      providerRef: report.paymentRef,
      idempotencyKey: `checkout:${row.id}`,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: payments.idempotencyKey,
      set: { status: 'succeeded', providerRef: report.paymentRef, updatedAt: now },
    })
    .returning();

  if (row.purpose === 'case' && row.quote && row.plan && row.taxState) {
    const quote = row.quote;
    await tx
      .insert(paymentPlans)
      .values({
        caseId: row.caseId,
        plan: row.plan,
        taxState: row.taxState,
        taxRatePpm: quote.taxRatePpm,
        totalCents: quote.totalCents,
        coveredSpouse: row.familyMembers?.spouse ? 1 : 0,
        coveredChildren: row.familyMembers?.children ?? 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    await createSchedule(tx, row.caseId, quote, now);
    await tryApplyCaseEvent(tx, {
      caseId: row.caseId,
      event: 'PAYMENT_SUCCEEDED',
      context: { plan: row.plan, installmentsRemaining: quote.installmentsCount },
      now,
    });
  } else if (row.purpose === 'family-members' && row.familyMembers) {
    await tx
      .update(paymentPlans)
      .set({
        coveredSpouse: sql`greatest(${paymentPlans.coveredSpouse}, ${row.familyMembers.spouse ? 1 : 0})`,
        coveredChildren: sql`greatest(${paymentPlans.coveredChildren}, ${row.familyMembers.children})`,
        totalCents: sql`${paymentPlans.totalCents} + ${row.amountCents}`,
        updatedAt: now,
      })
      .where(eq(paymentPlans.caseId, row.caseId));
    await tryApplyCaseEvent(tx, { caseId: row.caseId, event: 'FAMILY_MEMBERS_PAID', now });
  } else if (row.purpose === 'installment' && row.installmentNumber !== null) {
    await settleInstallmentByNumber(tx, row.caseId, row.installmentNumber, now);
  }

  const card = report.card ?? (await findPaymentMethod(tx, row.caseId));
  return createReceipt(tx, {
    caseId: row.caseId,
    paymentId: payment!.id,
    purpose: row.purpose,
    installmentNumber: row.installmentNumber,
    amountCents: row.amountCents,
    taxCents: row.taxCents,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    paidAt: now,
  });
}

async function settleInstallmentByNumber(tx: Db, caseId: string, number: number, now: Date): Promise<void> {
  const [installment] = await tx
    .select()
    .from(paymentInstallments)
    .where(and(eq(paymentInstallments.caseId, caseId), eq(paymentInstallments.number, number)));
  if (installment) await recordInstallmentPaid(tx, installment.id, caseId, now);
}

/** Marks an installment paid and moves the case (overdue → current → paid in full). */
export async function recordInstallmentPaid(
  tx: Db,
  installmentId: string,
  caseId: string,
  now: Date,
): Promise<void> {
  const installment = await findInstallment(tx, installmentId, true);
  if (!installment || installment.status === 'paid') return;
  await markInstallmentPaid(tx, installmentId, now);
  await tryApplyCaseEvent(tx, {
    caseId,
    event: 'INSTALLMENT_PAID',
    context: await installmentCounts(tx, caseId),
    now,
  });
}

const CASE_EVENTS = {
  pending: 'PAYMENT_PENDING',
  failed: 'PAYMENT_FAILED',
  cancelled: 'PAYMENT_CANCELLED',
} as const;

/** Applies one report about a checkout; returns the checkout as it now stands. */
export async function settleCheckout(
  deps: PaymentsDeps,
  checkoutId: string,
  report: CheckoutReport,
): Promise<SettledCheckout> {
  const found = await findCheckoutById(deps.db, checkoutId);
  if (!found) throw new Error(`Unknown checkout ${checkoutId}`);
  const now = deps.clock();
  const { row, receipt, scheduled } = await deps.db.transaction(async (tx) => {
    await lockCase(tx, found.caseId);
    const [current] = await tx
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.id, checkoutId))
      .for('update');
    if (!current || !NEXT[current.status].includes(report.status)) {
      return { row: current ?? found, receipt: null, scheduled: false };
    }
    const final = report.status !== 'pending';
    const [updated] = await tx
      .update(paymentCheckouts)
      .set({
        status: report.status,
        failureCode: report.status === 'failed' ? report.failureCode : null,
        updatedAt: now,
        ...(final ? { completedAt: now } : {}),
      })
      .where(eq(paymentCheckouts.id, checkoutId))
      .returning();
    if (report.status === 'succeeded') {
      const receipt = await recordSuccess(tx, deps, updated!, report, now);
      return { row: updated!, receipt, scheduled: updated!.purpose === 'case' };
    }
    if (report.status === 'failed' && updated!.purpose !== 'save-method') {
      await tx
        .insert(payments)
        .values({
          caseId: updated!.caseId,
          checkoutId: updated!.id,
          purpose: updated!.purpose,
          installmentNumber: updated!.installmentNumber,
          amountCents: updated!.amountCents,
          taxCents: updated!.taxCents,
          status: 'failed',
          provider: updated!.provider,
          providerRef: report.paymentRef,
          idempotencyKey: `checkout:${updated!.id}`,
          failureCode: report.failureCode,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    if (updated!.purpose === 'case') {
      await tryApplyCaseEvent(tx, { caseId: updated!.caseId, event: CASE_EVENTS[report.status], now });
    }
    return { row: updated!, receipt: null, scheduled: false };
  });

  if (receipt) await sendReceipt(deps, receipt);
  if (scheduled) await scheduleInstallmentCharges(deps, row.caseId);
  const caseRow = await findCaseById(deps.db, row.caseId);
  return { row, casePayment: caseRow?.payment ?? 'unpaid' };
}
