import type { CaseStateLogEntry } from '@camino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { caseStateLogs } from '../../db/schema';

/** The case's transitions, oldest first. */
export async function listCaseStateLog(db: Db, caseId: string): Promise<CaseStateLogEntry[]> {
  const rows = await db
    .select()
    .from(caseStateLogs)
    .where(eq(caseStateLogs.caseId, caseId))
    .orderBy(asc(caseStateLogs.seq));
  return rows.map((row) => ({
    event: row.event,
    fromStep: row.fromStep,
    fromPayment: row.fromPayment,
    toStep: row.toStep,
    toPayment: row.toPayment,
    at: row.createdAt.toISOString(),
  }));
}
