import type { ChangePasswordRequest } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountById } from './queries';
import { recordAuditEvent } from '../audit';
import { authError, fieldError } from './auth-errors';
import { assertPasswordNotUsedBefore, setPassword } from './password-history';
import { type HashingConfig, verifyPassword } from './password-hasher';
import { sendLink } from './send-link';
import { revokeOtherSessions } from './sessions';
import { countAttempt, lockedUntil } from './throttle';

export function changePasswordLockKey(accountId: string): string {
  return `change-password:${accountId}`;
}

/**
 * Changes the password of the signed-in applicant after checking the current one (attempts are
 * limited like logins, so a stolen access token cannot guess it), and tells them by email.
 */
export async function changePassword(
  deps: {
    db: Db;
    jobs: Pick<JobRunner, 'send'>;
    config: HashingConfig &
      Pick<
        Config,
        'PUBLIC_URL' | 'AUTH_LOGIN_MAX_FAILURES' | 'AUTH_LOGIN_WINDOW_SECONDS' | 'AUTH_LOCKOUT_SECONDS'
      >;
    now: Date;
    ipHash: string | null;
  },
  accountId: string,
  /** The session asking; it stays signed in. */
  currentSessionId: string,
  request: ChangePasswordRequest,
): Promise<void> {
  const { db, config, now } = deps;
  const account = await findAccountById(db, accountId);
  if (!account) throw authError('UNAUTHORIZED', 'invalidToken');
  const key = changePasswordLockKey(account.id);
  if (await lockedUntil(db, [key], now)) throw authError('RATE_LIMITED', 'tooManyLoginAttempts');
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, request.currentPassword))) {
    await countAttempt(
      db,
      key,
      {
        max: config.AUTH_LOGIN_MAX_FAILURES,
        windowSeconds: config.AUTH_LOGIN_WINDOW_SECONDS,
        lockSeconds: config.AUTH_LOCKOUT_SECONDS,
      },
      now,
    );
    throw fieldError('currentPassword', 'wrongCurrentPassword');
  }
  await assertPasswordNotUsedBefore(db, account.id, request.password);
  // Anyone else signed in (a shared phone, an abuser who knew the old password) is signed out now.
  await setPassword(deps, account.id, request.password, async (tx, historyId) => {
    await revokeOtherSessions(tx, account.id, currentSessionId, now);
    await recordAuditEvent(tx, {
      type: 'password_changed',
      accountId: account.id,
      ipHash: deps.ipHash,
      at: now,
    });
    const prefix = account.locale === 'es' ? '/es' : '';
    // By the channels the applicant called safe, like every other message.
    await sendLink(
      deps.jobs,
      {
        template: 'password-changed',
        tokenId: historyId,
        account,
        link: `${config.PUBLIC_URL}${prefix}/forgot-password`,
      },
      tx,
    );
  });
}
