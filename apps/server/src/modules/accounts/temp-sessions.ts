import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tempSessions } from '../../db/schema/accounts';
import { sha256 } from './secrets';

export type TempSession = typeof tempSessions.$inferSelect;

/** The live temporary session of a token: known, not expired at `now`, not yet moved to an account. */
export async function findTempSession(db: Db, token: string, now: Date): Promise<TempSession | null> {
  const [row] = await db
    .select()
    .from(tempSessions)
    .where(
      and(
        eq(tempSessions.tokenHash, sha256(token)),
        gt(tempSessions.expiresAt, now),
        isNull(tempSessions.consumedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Ends a temporary session at `now`. On a shared phone the pre-account answers (which may describe
 * abuse or persecution) must stop being reachable once the visitor logs out or is timed out.
 */
export async function endTempSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(tempSessions)
    .set({ expiresAt: now })
    .where(and(eq(tempSessions.tokenHash, sha256(token)), gt(tempSessions.expiresAt, now)));
}
