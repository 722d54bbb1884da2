/** The card on file of a case (and the provider's customer), as the provider described it. */
import type { PaymentProviderName, SavedPaymentMethod } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { SavedCard } from '../../adapters/payments';
import type { Db } from '../../db/database';
import { paymentMethods } from '../../db/schema/payments';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findPaymentMethod(db: Db, caseId: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.caseId, caseId)).limit(1);
  return row ?? null;
}

/** Keeps the provider's customer of a case before any card is saved on it. */
export async function rememberCustomer(
  db: Db,
  caseId: string,
  provider: PaymentProviderName,
  customerRef: string,
  now: Date,
): Promise<void> {
  await db
    .insert(paymentMethods)
    .values({ caseId, provider, customerRef, updatedAt: now })
    .onConflictDoUpdate({ target: paymentMethods.caseId, set: { customerRef, provider, updatedAt: now } });
}

/** Makes a card the one later installments are charged to. */
export async function saveCard(
  db: Db,
  caseId: string,
  provider: PaymentProviderName,
  card: SavedCard,
  now: Date,
): Promise<void> {
  const values = {
    provider,
    methodRef: card.methodRef,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    updatedAt: now,
  };
  await db
    .insert(paymentMethods)
    .values({ caseId, customerRef: card.customerRef, ...values })
    .onConflictDoUpdate({
      target: paymentMethods.caseId,
      // A card without a customer (the sandbox) keeps whatever customer was recorded.
      set: card.customerRef ? { ...values, customerRef: card.customerRef } : values,
    });
}

export function toSavedMethodView(row: PaymentMethodRow | null): SavedPaymentMethod | null {
  if (!row?.methodRef || !row.last4) return null;
  return { brand: row.brand ?? 'card', last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}
