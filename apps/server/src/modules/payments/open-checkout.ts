/**
 * Opens a checkout: the record, the provider's page and (for the case's first payment) the
 * PAYMENT_STARTED transition, all under the case row's lock. The provider is called inside that
 * transaction on purpose: a double click waits for the first click's page instead of racing it,
 * and a provider failure leaves no record behind. The same key, or an open checkout with the same
 * terms, answers the existing checkout, so a reload or a double click never starts a second charge.
 */
import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CheckoutPurpose,
  type FamilyMemberCounts,
  type PaymentPlan,
  type Quote,
} from '@camino/contracts';
import type { Db } from '../../db/database';
import { paymentCheckouts } from '../../db/schema/payments';
import { type CaseRow, lockCase, recordCasePlan, tryApplyCaseEvent } from '../cases';
import { type CheckoutRow, findCheckoutByKey, findOpenCheckout } from './checkout-records';
import type { PaymentsDeps } from './payments-deps';
import { findPaymentMethod, rememberCustomer } from './saved-method';
import { settleCheckout } from './settle-checkout';

export interface CheckoutSpec {
  purpose: CheckoutPurpose;
  idempotencyKey: string;
  locale: 'en' | 'es';
  amountCents: number;
  taxCents: number;
  plan: PaymentPlan | null;
  taxState: string | null;
  quote: Quote | null;
  familyMembers: FamilyMemberCounts | null;
  installmentNumber: number | null;
  /** Checked under the lock; throws when the case cannot take this checkout now. */
  precondition: (caseRow: CaseRow) => void;
}

/** What the provider shows: neutral on purpose (no case type), since statements and pages can be seen by others. */
const DESCRIPTIONS: Record<CheckoutPurpose, Record<'en' | 'es', string>> = {
  case: { en: 'Camino case preparation service', es: 'Servicio de preparación de caso de Camino' },
  'family-members': { en: 'Camino: family members added', es: 'Camino: familiares agregados' },
  installment: { en: 'Camino installment', es: 'Cuota de Camino' },
  'save-method': { en: 'Camino: card for future payments', es: 'Camino: tarjeta para pagos futuros' },
};

function sameTerms(row: CheckoutRow, spec: CheckoutSpec): boolean {
  return (
    row.purpose === spec.purpose &&
    row.amountCents === spec.amountCents &&
    row.plan === spec.plan &&
    row.taxState === spec.taxState &&
    row.installmentNumber === spec.installmentNumber &&
    JSON.stringify(row.familyMembers) === JSON.stringify(spec.familyMembers)
  );
}

class ExistingCheckout {
  constructor(readonly row: CheckoutRow) {}
}

/** Cancels an open checkout the applicant replaced with other terms (another plan, another amount). */
export async function supersede(deps: PaymentsDeps, open: CheckoutRow): Promise<void> {
  if (open.status === 'pending') {
    throw new AppError('CONFLICT', {
      detail: 'A payment is being confirmed by the bank; wait for it before paying again.',
      extensions: { reason: 'payment.checkoutPending', checkoutId: open.id },
    });
  }
  if (open.providerRef) await deps.provider.expireHostedCheckout(open.providerRef);
  await settleCheckout(deps, open.id, { status: 'cancelled' });
}

export async function openCheckout(
  deps: PaymentsDeps,
  caseRow: CaseRow,
  email: string,
  spec: CheckoutSpec,
): Promise<CheckoutRow> {
  const byKey = await findCheckoutByKey(deps.db, caseRow.id, spec.idempotencyKey);
  if (byKey) return byKey;
  const open = await findOpenCheckout(deps.db, caseRow.id);
  if (open) {
    if (sameTerms(open, spec)) return open;
    await supersede(deps, open);
  }

  const now = deps.clock();
  const id = randomUUID();
  try {
    return await deps.db.transaction(async (tx: Db) => {
      const locked = await lockCase(tx, caseRow.id);
      const again =
        (await findCheckoutByKey(tx, caseRow.id, spec.idempotencyKey)) ??
        (await findOpenCheckout(tx, caseRow.id));
      if (again) throw new ExistingCheckout(again);
      spec.precondition(locked);

      const method = await findPaymentMethod(tx, caseRow.id);
      const page = await deps.provider.createHostedCheckout({
        checkoutId: id,
        mode: spec.purpose === 'save-method' ? 'setup' : 'payment',
        amountCents: spec.amountCents,
        description: DESCRIPTIONS[spec.purpose][spec.locale],
        locale: spec.locale,
        email,
        customerRef: method?.customerRef ?? null,
        idempotencyKey: id,
        returnUrl: `${deps.config.PUBLIC_URL}/api/payment/checkout/${id}/return`,
        cancelUrl: `${deps.config.PUBLIC_URL}/api/payment/checkout/${id}/return?cancelled=1`,
      });
      if (page.customerRef && page.customerRef !== method?.customerRef) {
        await rememberCustomer(tx, caseRow.id, deps.provider.name, page.customerRef, now);
      }
      const [row] = await tx
        .insert(paymentCheckouts)
        .values({
          id,
          caseId: caseRow.id,
          purpose: spec.purpose,
          status: 'in-progress',
          provider: deps.provider.name,
          providerRef: page.providerRef,
          idempotencyKey: spec.idempotencyKey,
          url: page.url,
          locale: spec.locale,
          plan: spec.plan,
          taxState: spec.taxState,
          quote: spec.quote,
          amountCents: spec.amountCents,
          taxCents: spec.taxCents,
          familyMembers: spec.familyMembers,
          installmentNumber: spec.installmentNumber,
          createdAt: now,
          updatedAt: now,
        })
        .returning();

      if (spec.purpose === 'case') {
        const started = await tryApplyCaseEvent(tx, {
          caseId: caseRow.id,
          event: 'PAYMENT_STARTED',
          now,
          before: (inner, current) => recordCasePlan(inner, current, spec.plan, now),
        });
        if (!started.applied) throw notPayable();
      }
      return row!;
    });
  } catch (error) {
    if (error instanceof ExistingCheckout) return error.row;
    throw error;
  }
}

export function notPayable(): AppError {
  return new AppError('CONFLICT', {
    detail: 'The case has nothing to pay this way right now.',
    extensions: { reason: 'payment.notPayable' },
  });
}
