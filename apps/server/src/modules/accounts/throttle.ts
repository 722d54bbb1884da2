import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authThrottles } from '../../db/schema/auth';

export interface ThrottleRule {
  /** Attempts allowed within the window; the attempt reaching it locks the key. */
  max: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** When the first of `keys` that is locked at `now` unlocks, or null when none is. */
export async function lockedUntil(db: Db, keys: readonly string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, [...keys]), gt(authThrottles.lockedUntil, now)));
  const times = rows.map((row) => row.lockedUntil!.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/**
 * Counts one attempt against `key` in one statement (safe under concurrency); returns true when
 * this attempt locked the key.
 */
export async function countAttempt(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const lockEnd = new Date(now.getTime() + rule.lockSeconds * 1000);
  const stale = sql`${authThrottles.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const attempts = sql`CASE WHEN ${stale} THEN 1 ELSE ${authThrottles.attempts} + 1 END`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, attempts: 1, windowStartedAt: now, lockedUntil: rule.max <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        attempts,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${authThrottles.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${attempts} >= ${rule.max} THEN ${lockEnd.toISOString()}::timestamptz ELSE ${authThrottles.lockedUntil} END`,
      },
    })
    .returning({ attempts: authThrottles.attempts });
  return (row?.attempts ?? 0) >= rule.max;
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
