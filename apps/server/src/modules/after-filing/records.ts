import type { AfterFilingRecord, AppointmentsInput } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { afterFilingRecords } from '../../db/schema/after-filing';

/** What the applicant recorded after filing, or null before the receipt. */
export async function findAfterFilingRecord(db: Db, caseId: string): Promise<AfterFilingRecord | null> {
  const [row] = await db.select().from(afterFilingRecords).where(eq(afterFilingRecords.caseId, caseId));
  if (!row) return null;
  return {
    receiptNumber: row.receiptNumber,
    receiptDate: row.receiptDate,
    biometricsDate: row.biometricsDate,
    interviewDate: row.interviewDate,
  };
}

/** Records (or corrects) the receipt notice; the appointment days already recorded stay. */
export async function saveReceipt(
  db: Db,
  caseId: string,
  receipt: { receiptNumber: string; receiptDate: string },
  now: Date,
): Promise<void> {
  await db
    .insert(afterFilingRecords)
    .values({ caseId, ...receipt, updatedAt: now })
    .onConflictDoUpdate({ target: afterFilingRecords.caseId, set: { ...receipt, updatedAt: now } });
}

/** Records the biometrics and interview days; false when there is no receipt to attach them to. */
export async function saveAppointments(
  db: Db,
  caseId: string,
  appointments: AppointmentsInput,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(afterFilingRecords)
    .set({ ...appointments, updatedAt: now })
    .where(eq(afterFilingRecords.caseId, caseId))
    .returning({ caseId: afterFilingRecords.caseId });
  return updated.length > 0;
}
