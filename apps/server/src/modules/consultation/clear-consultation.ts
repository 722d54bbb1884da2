import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consultationExchanges } from '../../db/schema/consultation';

/** Forgets every question the case's applicant asked and its answer: they asked to, or left quickly. */
export async function clearConsultation(db: Db, caseId: string): Promise<void> {
  await db.delete(consultationExchanges).where(eq(consultationExchanges.caseId, caseId));
}
