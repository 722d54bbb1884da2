import { type ForgotPasswordRequest, PASSWORD_RESET_LOCKOUT_MS } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { recordAuditEvent } from '../audit';
import { authError } from './auth-errors';
import { issueLinkToken, linkTo } from './link-tokens';
import { findAccountByIdentifier, normalizeIdentifier } from './login-identifier';
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
 * Sends a single-use reset link by the account's safe channels, found by email or phone. Known and
 * unknown identifiers get the same answer (ADR 0100): an abuser typing a partner's email must not
 * learn that she has an account. Attempts are limited per identifier and per address for the
 * spec's 10 minutes; the refusal says when to try again.
 */
export async function forgotPassword(
  deps: ForgotPasswordDeps,
  request: ForgotPasswordRequest,
): Promise<void> {
  const { db, config, now } = deps;
  const identifier = normalizeIdentifier(request.identifier);
  const ipHash = keyedHash(deps.signingKey, deps.ip);
  const keys = [`reset:id:${keyedHash(deps.signingKey, identifier.value)}`, `reset:ip:${ipHash}`] as const;
  const lockSeconds = PASSWORD_RESET_LOCKOUT_MS / 1000;
  const locked = await lockedUntil(db, keys, now);
  if (locked) {
    throw authError('RATE_LIMITED', 'passwordResetLimit', {
      retryAfterSeconds: Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 1000)),
    });
  }
  const max = config.AUTH_PASSWORD_RESET_MAX_ATTEMPTS;
  await countAttempt(db, keys[0], { max, windowSeconds: lockSeconds, lockSeconds }, now);
  await countAttempt(
    db,
    keys[1],
    { max: max * ADDRESS_ALLOWANCE, windowSeconds: lockSeconds, lockSeconds },
    now,
  );

  const account = await findAccountByIdentifier(db, identifier);
  if (!account) return;
  // The language of the page the visitor asked from wins over the one saved with the account.
  const locale = request.locale ?? account.locale;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const link = await issueLinkToken(tx, {
      accountId: account.id,
      purpose: 'password_reset',
      ttlSeconds: config.AUTH_PASSWORD_RESET_TTL_SECONDS,
      now,
    });
    await recordAuditEvent(tx, { type: 'password_reset_requested', accountId: account.id, ipHash, at: now });
    await sendLink(
      deps.jobs,
      {
        template: 'password-reset',
        tokenId: link.id,
        account: { ...account, locale },
        link: linkTo(config, locale, '/set-password', link.token),
      },
      tx,
    );
  });
}
