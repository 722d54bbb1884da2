import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, passwordHistory } from '../../db/schema/accounts';
import { fieldError } from './auth-errors';
import { type HashingConfig, hashPassword, verifyPassword } from './password-hasher';

/** Throws a field error when `password` equals any password the account ever had. */
export async function assertPasswordNotUsedBefore(
  db: Db,
  accountId: string,
  password: string,
): Promise<void> {
  const history = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.accountId, accountId));
  for (const { hash } of history) {
    if (await verifyPassword(hash, password)) throw fieldError('password', 'passwordReused');
  }
}

/**
 * Sets the account's password and keeps its hash in the history; returns the history row id.
 * `alongside` runs in the same transaction (sessions ended, message queued with the change).
 */
export async function setPassword(
  deps: { db: Db; config: HashingConfig; now: Date },
  accountId: string,
  password: string,
  alongside?: (tx: Db, historyId: string) => Promise<void>,
): Promise<string> {
  const passwordHash = await hashPassword(deps.config, password);
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.update(accounts).set({ passwordHash, updatedAt: deps.now }).where(eq(accounts.id, accountId));
    const [row] = await tx
      .insert(passwordHistory)
      .values({ accountId, passwordHash, createdAt: deps.now })
      .returning({ id: passwordHistory.id });
    await alongside?.(tx, row!.id);
    return row!.id;
  });
}
