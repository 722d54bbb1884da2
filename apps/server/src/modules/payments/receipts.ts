/** One receipt per successful payment, numbered for people (`CAM-2026-000123`). */
import type { CheckoutPurpose, Receipt } from '@camino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentReceipts } from '../../db/schema/payments';

export type ReceiptRow = typeof paymentReceipts.$inferSelect;

export interface NewReceipt {
  caseId: string;
  paymentId: string;
  purpose: CheckoutPurpose;
  installmentNumber: number | null;
  amountCents: number;
  taxCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date;
}

/** Writes the receipt of a payment; the same payment never gets two. */
export async function createReceipt(db: Db, receipt: NewReceipt): Promise<ReceiptRow | null> {
  const [row] = await db.insert(paymentReceipts).values(receipt).onConflictDoNothing().returning();
  return row ?? null;
}

export function receiptNumber(row: Pick<ReceiptRow, 'number' | 'paidAt'>): string {
  return `CAM-${row.paidAt.getUTCFullYear()}-${String(row.number).padStart(6, '0')}`;
}

export function toReceiptView(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    number: receiptNumber(row),
    purpose: row.purpose,
    installmentNumber: row.installmentNumber,
    amountCents: row.amountCents - row.taxCents,
    taxCents: row.taxCents,
    totalCents: row.amountCents,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    paidAt: row.paidAt.toISOString(),
  };
}

export async function listReceipts(db: Db, caseId: string): Promise<Receipt[]> {
  const rows = await db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.caseId, caseId))
    .orderBy(desc(paymentReceipts.number));
  return rows.map(toReceiptView);
}
