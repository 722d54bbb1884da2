import { type ForgotPasswordRequest, PASSWORD_RESET_LOCKOUT_MS } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountByEmail } from '../accounts/queries';
import { recordAuditEvent } from '../audit';
import { authError } from './auth-errors';
import { issueLinkToken, linkTo } from './link-tokens';
import { keyedHash } from './secrets';
import { sendLink } from './send-link';
import { countAttempt, lockedUntil } from './throttle';

/** Requests from one address may cover a household's several accounts, so they get more room. */
const ADDRESS_ALLOWANCE = 5;

export interface ForgotPasswordDeps {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  config: Pick<Config, 'PUBLIC_URL' | 'AUTH_PASSWORD_RESET_MAX_ATTEMPTS' | 'AUTH_PASSWORD_RESET_TTL_SECONDS'>;
  signingKey: Uint8Array;
  now: Date;
  ip: string;
}

/**
 * Sends a single-use reset link by email and SMS. The spec tells a visitor when no account has
 * that email, so attempts are limited per email and per address (10-minute lock).
 */
export async function forgotPassword(
  deps: ForgotPasswordDeps,
  request: ForgotPasswordRequest,
): Promise<void> {
  const { db, config, now } = deps;
  const ipHash = keyedHash(deps.signingKey, deps.ip);
  const keys = [`reset:id:${keyedHash(deps.signingKey, request.email)}`, `reset:ip:${ipHash}`] as const;
  const lockSeconds = PASSWORD_RESET_LOCKOUT_MS / 1000;
  if (await lockedUntil(db, keys, now)) throw authError('RATE_LIMITED', 'passwordResetLimit');
  const max = config.AUTH_PASSWORD_RESET_MAX_ATTEMPTS;
  await countAttempt(db, keys[0], { max, windowSeconds: lockSeconds, lockSeconds }, now);
  await countAttempt(
    db,
    keys[1],
    { max: max * ADDRESS_ALLOWANCE, windowSeconds: lockSeconds, lockSeconds },
    now,
  );

  const account = await findAccountByEmail(db, request.email);
  if (!account) throw authError('NOT_FOUND', 'accountNotFound');
  const link = await issueLinkToken(db, {
    accountId: account.id,
    purpose: 'password_reset',
    ttlSeconds: config.AUTH_PASSWORD_RESET_TTL_SECONDS,
    now,
  });
  await recordAuditEvent(db, { type: 'password_reset_requested', accountId: account.id, ipHash, at: now });
  // The language of the page the visitor asked from wins over the one saved with the account.
  const locale = request.locale ?? account.locale;
  await sendLink(deps.jobs, {
    template: 'password-reset',
    tokenId: link.id,
    account: { ...account, locale },
    link: linkTo(config, locale, '/set-password', link.token),
  });
}
