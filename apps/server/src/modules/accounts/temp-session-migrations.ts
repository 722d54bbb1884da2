/**
 * What a visitor did before having an account (questionnaire answers, eligibility outcome,
 * safe-contact preferences) moves to the account through these steps, all in one transaction
 * with the temporary session being marked consumed. Modules owning pre-account data declare a
 * step in their module definition; the server passes them all, in order, to the code that signs up.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, tempSessions } from '../../db/schema/accounts';
import type { TempSessionMigrationContext, TempSessionRow } from '../module-events';
import type { BoundHook, ModuleHook } from '../server-module';

export type { TempSessionMigrationContext, TempSessionRow };

export type TempSessionMigrations = readonly BoundHook<TempSessionMigrationContext>[];

export const moveAccountProfile: ModuleHook<TempSessionMigrationContext> = {
  name: 'account-profile',
  run: async ({ db, tempSession, accountId, now }) => {
    if (tempSession.eligibilityOutcome === null && tempSession.safeContact === null) return;
    await db
      .update(accounts)
      .set({
        ...(tempSession.eligibilityOutcome !== null
          ? { eligibilityOutcome: tempSession.eligibilityOutcome }
          : {}),
        ...(tempSession.safeContact !== null ? { safeContact: tempSession.safeContact } : {}),
        updatedAt: now,
      })
      .where(eq(accounts.id, accountId));
  },
};

/**
 * Runs every step for a live temporary session and marks it consumed. Returns false when the
 * session was already consumed (or does not exist), so calling it twice is harmless.
 */
export async function migrateTempSession(
  db: Db,
  steps: TempSessionMigrations,
  input: { tempSessionId: string; accountId: string; now: Date },
): Promise<boolean> {
  const run = async (tx: Db) => {
    const [tempSession] = await tx
      .select()
      .from(tempSessions)
      .where(and(eq(tempSessions.id, input.tempSessionId), isNull(tempSessions.consumedAt)))
      .limit(1)
      .for('update');
    if (!tempSession) return false;
    for (const step of steps)
      await step.run({ db: tx, tempSession, accountId: input.accountId, now: input.now });
    await tx
      .update(tempSessions)
      .set({ consumedAt: input.now, accountId: input.accountId })
      .where(eq(tempSessions.id, tempSession.id));
    return true;
  };
  return db.transaction((tx) => run(tx as unknown as Db));
}
