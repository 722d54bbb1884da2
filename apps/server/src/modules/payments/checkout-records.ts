/** Reading checkouts and showing them the way the API answers them. */
import { AppError, type Checkout, type PaymentStatus } from '@camino/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentCheckouts } from '../../db/schema/payments';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;

export const OPEN_CHECKOUT_STATUSES = ['in-progress', 'pending'] as const;

export async function findCheckoutById(db: Db, id: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id)).limit(1);
  return row ?? null;
}

/** The checkout when it belongs to the case; 404 otherwise, so ids of other cases reveal nothing. */
export async function requireCaseCheckout(db: Db, caseId: string, id: string): Promise<CheckoutRow> {
  const row = await findCheckoutById(db, id);
  if (!row || row.caseId !== caseId) throw new AppError('NOT_FOUND', { detail: 'Checkout not found.' });
  return row;
}

export async function findCheckoutByKey(db: Db, caseId: string, key: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.caseId, caseId), eq(paymentCheckouts.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findOpenCheckout(db: Db, caseId: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(
      and(eq(paymentCheckouts.caseId, caseId), inArray(paymentCheckouts.status, [...OPEN_CHECKOUT_STATUSES])),
    )
    .limit(1);
  return row ?? null;
}

export async function findLatestCheckout(db: Db, caseId: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.caseId, caseId))
    .orderBy(desc(paymentCheckouts.createdAt))
    .limit(1);
  return row ?? null;
}

export function isOpen(row: Pick<CheckoutRow, 'status'>): boolean {
  return row.status === 'in-progress' || row.status === 'pending';
}

/** Failure codes (the sandbox's and Stripe's) meaning the bank refused this card; another card may work. */
const CARD_REFUSALS = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
]);

/** True when the bank refused this card (another card may work), not when the payment failed otherwise. */
export function isCardRefusal(failureCode: string | null | undefined): boolean {
  return CARD_REFUSALS.has(failureCode ?? '');
}

export function toCheckoutView(row: CheckoutRow, casePayment: PaymentStatus): Checkout {
  return {
    checkoutId: row.id,
    purpose: row.purpose,
    status: row.status,
    provider: row.provider,
    // Only an open checkout has a page worth opening.
    url: row.status === 'in-progress' ? row.url : null,
    amountCents: row.amountCents,
    currency: 'USD',
    failureMessageKey: row.status === 'failed' ? 'payment.failed' : null,
    cardDeclined: row.status === 'failed' && isCardRefusal(row.failureCode),
    casePayment,
    createdAt: row.createdAt.toISOString(),
  };
}
