import { AppError } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cases } from '../../db/schema';
import type { CaseRow } from '../cases';

/**
 * The case row, locked until the transaction ends. Agreements are checked and recorded under this
 * lock so a double submission waits for the first and then finds its record.
 */
export async function lockCase(tx: Db, caseId: string): Promise<CaseRow> {
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).limit(1).for('update');
  if (!row) throw new AppError('NOT_FOUND', { detail: 'Case not found.' });
  return row;
}
