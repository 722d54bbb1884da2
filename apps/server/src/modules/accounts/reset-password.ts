import type { ResetPasswordRequest } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountById } from './queries';
import { recordAuditEvent } from '../audit';
import { authError } from './auth-errors';
import { consumeLinkToken, findLinkToken } from './link-tokens';
import { assertPasswordNotUsedBefore, setPassword } from './password-history';
import type { HashingConfig } from './password-hasher';
import { changePasswordLockKey } from './change-password';
import { loginLockKey } from './login';
import { sendLink } from './send-link';
import { revokeAllSessions } from './sessions';
import { clearAttempts } from './throttle';

/** Sets a new password from a reset link (single use) and ends every session of the account. */
export async function resetPassword(
  deps: {
    db: Db;
    config: HashingConfig & Pick<Config, 'PUBLIC_URL'>;
    now: Date;
    ipHash: string | null;
    /** Tells the applicant, by the channels they called safe, that the password changed. */
    jobs?: Pick<JobRunner, 'send'>;
  },
  request: ResetPasswordRequest,
): Promise<void> {
  const link = await findLinkToken(deps.db, request.token, 'password_reset');
  if (!link || link.usedAt) throw authError('NOT_FOUND', 'invalidLink');
  if (link.expiresAt <= deps.now) throw authError('FORBIDDEN', 'linkExpired');
  await assertPasswordNotUsedBefore(deps.db, link.accountId, request.password);
  if (!(await consumeLinkToken(deps.db, link.id, deps.now))) throw authError('NOT_FOUND', 'invalidLink');
  const account = await findAccountById(deps.db, link.accountId);
  await setPassword(deps, link.accountId, request.password, async (tx, historyId) => {
    if (!deps.jobs || !account) return;
    const prefix = account.locale === 'es' ? '/es' : '';
    await sendLink(
      deps.jobs,
      {
        template: 'password-changed',
        tokenId: historyId,
        account,
        link: `${deps.config.PUBLIC_URL}${prefix}/forgot-password`,
      },
      tx,
    );
  });
  await revokeAllSessions(deps.db, link.accountId, deps.now);
  // Whoever can read the reset link owns the account: a lock from failed logins no longer protects anything.
  await clearAttempts(deps.db, loginLockKey(link.accountId));
  await clearAttempts(deps.db, changePasswordLockKey(link.accountId));
  await recordAuditEvent(deps.db, {
    type: 'password_reset',
    accountId: link.accountId,
    ipHash: deps.ipHash,
    at: deps.now,
  });
}
