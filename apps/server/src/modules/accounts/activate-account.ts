import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { eq } from 'drizzle-orm';
import { findAccountById } from './queries';
import { recordAuditEvent } from '../audit';
import { authError } from './auth-errors';
import { consumeLinkToken, findLinkToken } from './link-tokens';

/** Activates the account of an activation link; opening a used link of an active account is fine. */
export async function activateAccount(
  deps: { db: Db; now: Date; ipHash: string | null },
  token: string,
): Promise<void> {
  const link = await findLinkToken(deps.db, token, 'activation');
  if (!link) throw authError('NOT_FOUND', 'invalidLink');
  const account = await findAccountById(deps.db, link.accountId);
  if (!account) throw authError('NOT_FOUND', 'invalidLink');
  if (account.activatedAt) return;
  if (link.usedAt) throw authError('NOT_FOUND', 'invalidLink');
  if (link.expiresAt <= deps.now) throw authError('FORBIDDEN', 'linkExpired');
  if (!(await consumeLinkToken(deps.db, link.id, deps.now))) return;
  await deps.db
    .update(accounts)
    .set({ activatedAt: deps.now, updatedAt: deps.now })
    .where(eq(accounts.id, account.id));
  await recordAuditEvent(deps.db, {
    type: 'account_activated',
    accountId: account.id,
    ipHash: deps.ipHash,
    at: deps.now,
  });
}
