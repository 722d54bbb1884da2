import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cases } from '../../db/schema';

/**
 * Locks the case row for the rest of the transaction. Every payment write of a case takes this
 * lock first (and the case machine takes the same one), so two requests for one case, or a webhook
 * racing the pop-up, run one after the other and always in the same lock order.
 */
export async function lockCase(tx: Db, caseId: string): Promise<void> {
  await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('update');
}
