import { type LoginRequest, normalizePhone } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { type Account, findAccountByEmail, findAccountByPhone } from '../accounts/queries';
import { recordAuditEvent } from '../audit';
import { authError } from './auth-errors';
import { type HashingConfig, verifyDummyPassword, verifyPassword } from './password-hasher';
import { keyedHash } from './secrets';
import { type IssuedSession, type SessionConfig, startSession } from './sessions';
import { clearAttempts, countAttempt, lockedUntil } from './throttle';

export type LoginConfig = HashingConfig &
  SessionConfig &
  Pick<
    Config,
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
}

/** Lower-cased email, or a phone number in E.164; anything else is kept as typed (and finds nobody). */
function normalizeIdentifier(identifier: string): { kind: 'email' | 'phone'; value: string } {
  if (identifier.includes('@')) return { kind: 'email', value: identifier.trim().toLowerCase() };
  const phone = normalizePhone(identifier);
  return phone ? { kind: 'phone', value: phone } : { kind: 'email', value: identifier.trim().toLowerCase() };
}

function findAccount(
  db: Db,
  identifier: { kind: 'email' | 'phone'; value: string },
): Promise<Account | null> {
  return identifier.kind === 'email'
    ? findAccountByEmail(db, identifier.value)
    : findAccountByPhone(db, identifier.value);
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
  const identifier = normalizeIdentifier(request.identifier);
  const identifierKey = `login:id:${keyedHash(deps.signingKey, identifier.value)}`;
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

  const account = await findAccount(db, identifier);
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
  if (!account.activatedAt) throw authError('FORBIDDEN', 'accountNotActivated');
  const session = await startSession({ db, config, signingKey: deps.signingKey, now }, account.id);
  await recordAuditEvent(db, { type: 'login_succeeded', accountId: account.id, ipHash, at: now });
  return { account, session };
}
