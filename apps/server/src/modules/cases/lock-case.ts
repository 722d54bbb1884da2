import { AppError } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cases } from '../../db/schema/cases';
import type { CaseRow } from './open-case';

/**
 * The case row, locked until the transaction ends. Every write that depends on the case's state
 * (events of the case machine, agreements, payments, webhooks) takes this lock first, so two
 * requests for one case run one after the other and always in the same lock order; a double
 * submission waits for the first and then finds its record.
 */
export async function lockCase(tx: Db, caseId: string): Promise<CaseRow> {
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).limit(1).for('update');
  if (!row) throw new AppError('NOT_FOUND', { detail: 'Case not found.' });
  return row;
}
