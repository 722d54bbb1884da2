import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tempSessions } from '../../db/schema/accounts';

/**
 * Records the eligibility outcome or safe-contact preferences of a live temporary session (the
 * eligibility module calls it); they move to the account when it is created.
 */
export async function updateTempSession(
  db: Db,
  tempSessionId: string,
  changes: { eligibilityOutcome?: string | null; safeContact?: Record<string, unknown> | null },
): Promise<boolean> {
  const rows = await db
    .update(tempSessions)
    .set({
      ...(changes.eligibilityOutcome !== undefined ? { eligibilityOutcome: changes.eligibilityOutcome } : {}),
      ...(changes.safeContact !== undefined ? { safeContact: changes.safeContact } : {}),
    })
    .where(and(eq(tempSessions.id, tempSessionId), isNull(tempSessions.consumedAt)))
    .returning({ id: tempSessions.id });
  return rows.length === 1;
}
