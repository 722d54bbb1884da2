import type { CaseStateLogEntry } from '@camino/contracts';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { caseStateLogs } from '../../db/schema/cases';

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

export type CaseStateLogRow = typeof caseStateLogs.$inferSelect;

/** Transitions of every case that `where` keeps (a caller's condition on `seq`), oldest first, at most `limit`. */
export async function listStateLogsWhere(
  db: Db,
  options: { where: (seq: AnyPgColumn) => SQL; limit: number },
): Promise<CaseStateLogRow[]> {
  return db
    .select()
    .from(caseStateLogs)
    .where(options.where(caseStateLogs.seq))
    .orderBy(caseStateLogs.seq)
    .limit(options.limit);
}
