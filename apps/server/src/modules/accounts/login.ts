import type { LoginRequest } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Account } from './queries';
import type { JobRunner } from '../../jobs/job-runner';
import { recordAuditEvent } from '../audit';
import { authError } from './auth-errors';
import { findAccountByIdentifier, normalizeIdentifier } from './login-identifier';
import { type HashingConfig, verifyDummyPassword, verifyPassword } from './password-hasher';
import { activationLinkLost, sendActivationLink } from './resend-activation-link';
import { keyedHash } from './secrets';
import { type IssuedSession, type SessionConfig, startSession } from './sessions';
import { clearAttempts, countAttempt, lockedUntil } from './throttle';

export type LoginConfig = HashingConfig &
  SessionConfig &
  Pick<
    Config,
    | 'PUBLIC_URL'
    | 'AUTH_LOGIN_MAX_FAILURES'
    | 'AUTH_LOGIN_IP_MAX_FAILURES'
    | 'AUTH_LOGIN_WINDOW_SECONDS'
    | 'AUTH_LOCKOUT_SECONDS'
  >;

export interface LoginDeps {
  db: Db;
  config: LoginConfig;
  signingKey: Uint8Array;
  now: Date;
  /** The client address, only used as a keyed hash. */
  ip: string;
  /** Queues a fresh activation link when an account not yet activated logs in. */
  jobs?: Pick<JobRunner, 'send'>;
}

/** The throttle key of an account's login failures; a password reset clears it. */
export function loginLockKey(accountId: string): string {
  return `login:account:${accountId}`;
}

/** A message still undelivered after this long is taken as lost (its job's retries are spent). */
const ACTIVATION_LOST_AFTER_SECONDS = 600;

/**
 * The right password on an account not yet activated proves it is theirs. When its latest
 * activation link has expired, or its message never left, a fresh one is sent (at most one per
 * ten minutes), so an applicant is never stuck; a link still on its way is left working.
 */
async function resendActivationOnLogin(
  deps: LoginDeps & { ipHash: string },
  account: Account,
): Promise<void> {
  if (!deps.jobs) return;
  const key = `activation-on-login:${account.id}`;
  if (await lockedUntil(deps.db, [key], deps.now)) return;
  if (!(await activationLinkLost(deps.db, account.id, deps.now, ACTIVATION_LOST_AFTER_SECONDS))) return;
  const rule = {
    max: 1,
    windowSeconds: ACTIVATION_LOST_AFTER_SECONDS,
    lockSeconds: ACTIVATION_LOST_AFTER_SECONDS,
  };
  await countAttempt(deps.db, key, rule, deps.now);
  await sendActivationLink({ ...deps, jobs: deps.jobs }, account);
}

/**
 * Email or phone with password. Failures are counted per identifier and per address, then locked
 * for a while; every failure answers the same message after the same work (a password hash is
 * verified even when no account matches), and "not activated" is told only to the right password.
 */
export async function login(
  deps: LoginDeps,
  request: LoginRequest,
): Promise<{ account: Account; session: IssuedSession }> {
  const { db, config, now } = deps;
  const { account, ipHash } = await checkCredentials(deps, request);
  if (!account.activatedAt) {
    await resendActivationOnLogin({ ...deps, ipHash }, account);
    throw authError('FORBIDDEN', 'accountNotActivated');
  }
  const session = await startSession({ db, config, signingKey: deps.signingKey, now }, account.id);
  await recordAuditEvent(db, { type: 'login_succeeded', accountId: account.id, ipHash, at: now });
  return { account, session };
}

/**
 * The account of an email or phone with its password, counted and locked exactly as a login is;
 * every failure throws the same message. Activation is left to the caller.
 */
export async function checkCredentials(
  deps: Omit<LoginDeps, 'jobs'>,
  request: LoginRequest,
): Promise<{ account: Account; ipHash: string }> {
  const { db, config, now } = deps;
  const identifier = normalizeIdentifier(request.identifier);
  const account = await findAccountByIdentifier(db, identifier);
  // An account is locked as a whole, whether its email or its phone was typed; an identifier that
  // matches nobody locks the same way, so a lock tells nothing about who has an account.
  const identifierKey = account
    ? loginLockKey(account.id)
    : `login:id:${keyedHash(deps.signingKey, identifier.value)}`;
  const ipHash = keyedHash(deps.signingKey, deps.ip);
  const ipKey = `login:ip:${ipHash}`;
  const window = {
    windowSeconds: config.AUTH_LOGIN_WINDOW_SECONDS,
    lockSeconds: config.AUTH_LOCKOUT_SECONDS,
  };

  const locked = await lockedUntil(db, [identifierKey, ipKey], now);
  if (locked) {
    await recordAuditEvent(db, { type: 'login_locked', ipHash, at: now });
    throw authError('RATE_LIMITED', 'tooManyLoginAttempts', {
      retryAfterSeconds: Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 1000)),
    });
  }

  const valid = account?.passwordHash
    ? await verifyPassword(account.passwordHash, request.password)
    : await verifyDummyPassword(config, request.password);

  if (!account || !valid) {
    const lockedById = await countAttempt(
      db,
      identifierKey,
      { max: config.AUTH_LOGIN_MAX_FAILURES, ...window },
      now,
    );
    const lockedByIp = await countAttempt(
      db,
      ipKey,
      { max: config.AUTH_LOGIN_IP_MAX_FAILURES, ...window },
      now,
    );
    await recordAuditEvent(db, { type: 'login_failed', accountId: account?.id ?? null, ipHash, at: now });
    if (lockedById || lockedByIp) {
      await recordAuditEvent(db, {
        type: 'login_locked',
        accountId: account?.id ?? null,
        ipHash,
        details: { by: lockedById ? 'identifier' : 'address' },
        at: now,
      });
    }
    throw authError('UNAUTHORIZED', 'invalidCredentials');
  }

  await clearAttempts(db, identifierKey);
  return { account, ipHash };
}
