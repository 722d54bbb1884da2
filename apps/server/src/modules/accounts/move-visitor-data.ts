import type { Db } from '../../db/database';
import { findTempSession } from './temp-sessions';
import { migrateTempSession, type TempSessionMigrations } from './temp-session-migrations';

/**
 * `POST /config/migration`: what the visitor answered under a temporary session moves to the signed-in
 * account. False when the token names no live session or it already moved, so a retry is harmless.
 */
export async function moveVisitorData(
  db: Db,
  steps: TempSessionMigrations,
  input: { tempToken: string | undefined; accountId: string; now: Date },
): Promise<boolean> {
  const tempSession = input.tempToken ? await findTempSession(db, input.tempToken, input.now) : null;
  if (!tempSession) return false;
  return migrateTempSession(db, steps, {
    tempSessionId: tempSession.id,
    accountId: input.accountId,
    now: input.now,
  });
}
