import { CONSULTATION_HISTORY_LIMIT, type ConsultationExchange } from '@camino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consultationExchanges } from '../../db/schema/consultation';
import { toExchange } from './exchange';

/** The case's latest exchanges, oldest first as a conversation reads. */
export async function listConsultation(db: Db, caseId: string): Promise<ConsultationExchange[]> {
  const rows = await db
    .select()
    .from(consultationExchanges)
    .where(eq(consultationExchanges.caseId, caseId))
    .orderBy(desc(consultationExchanges.askedAt))
    .limit(CONSULTATION_HISTORY_LIMIT);
  return rows.reverse().map(toExchange);
}
