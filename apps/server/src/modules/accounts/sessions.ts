import { randomUUID } from 'node:crypto';
import { and, eq, exists, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { refreshTokens } from '../../db/schema/auth';
import type { Account } from './queries';
import { signAccessToken } from './access-tokens';
import { addSeconds } from './clock';
import { keyedHash, randomToken, sha256 } from './secrets';

export type SessionConfig = Pick<
  Config,
  'AUTH_ACCESS_TOKEN_TTL_SECONDS' | 'AUTH_REFRESH_TOKEN_TTL_SECONDS' | 'AUTH_REFRESH_GRACE_SECONDS'
>;

export interface IssuedSession {
  token: string;
  tokenExpiration: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export interface SessionDeps {
  db: Db;
  config: SessionConfig;
  signingKey: Uint8Array;
  now: Date;
}

/**
 * The token that replaces `refreshToken` is derived from it, so a second request with the same
 * token (two tabs, a retried request) can be given the very same successor without storing it.
 */
function successorOf(deps: SessionDeps, refreshToken: string): string {
  return keyedHash(deps.signingKey, `refresh-successor:${refreshToken}`);
}

async function accessFor(deps: SessionDeps, accountId: string, familyId: string) {
  return signAccessToken(
    deps.signingKey,
    { accountId, sessionId: familyId },
    deps.now,
    deps.config.AUTH_ACCESS_TOKEN_TTL_SECONDS,
  );
}

async function issue(
  deps: SessionDeps,
  accountId: string,
  familyId: string,
  db: Db,
  refreshToken = randomToken(),
): Promise<IssuedSession> {
  const refreshExpiresAt = addSeconds(deps.now, deps.config.AUTH_REFRESH_TOKEN_TTL_SECONDS);
  await db.insert(refreshTokens).values({
    accountId,
    familyId,
    tokenHash: sha256(refreshToken),
    createdAt: deps.now,
    expiresAt: refreshExpiresAt,
  });
  const access = await accessFor(deps, accountId, familyId);
  return { token: access.token, tokenExpiration: access.expiresAt, refreshToken, refreshExpiresAt };
}

/** A new session (refresh-token family) for an account that has just proven who it is. */
export function startSession(deps: SessionDeps, accountId: string): Promise<IssuedSession> {
  return issue(deps, accountId, randomUUID(), deps.db);
}

export type RotationResult =
  | { outcome: 'rotated'; accountId: string; session: IssuedSession }
  | { outcome: 'reused'; accountId: string; familyId: string }
  | { outcome: 'invalid' };

/**
 * Exchanges a refresh token for a new one in the same family. A token already rotated less than
 * AUTH_REFRESH_GRACE_SECONDS ago yields the same successor again (two tabs refreshing at once).
 * Later, or once that successor was itself used, it is a stolen copy or a replay: the whole family
 * is revoked, which also ends its access tokens.
 */
export async function rotateRefreshToken(deps: SessionDeps, refreshToken: string): Promise<RotationResult> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .limit(1)
      .for('update');
    if (!row) return { outcome: 'invalid' as const };
    if (row.rotatedAt && !row.revokedAt) {
      const graceEnds = addSeconds(row.rotatedAt, deps.config.AUTH_REFRESH_GRACE_SECONDS);
      if (deps.now <= graceEnds) {
        const successor = successorOf(deps, refreshToken);
        const [next] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(successor)))
          .limit(1);
        if (next && !next.rotatedAt && !next.revokedAt && next.expiresAt > deps.now) {
          const access = await accessFor(deps, row.accountId, row.familyId);
          return {
            outcome: 'rotated' as const,
            accountId: row.accountId,
            session: {
              token: access.token,
              tokenExpiration: access.expiresAt,
              refreshToken: successor,
              refreshExpiresAt: next.expiresAt,
            },
          };
        }
      }
    }
    if (row.rotatedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: deps.now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { outcome: 'reused' as const, accountId: row.accountId, familyId: row.familyId };
    }
    if (row.revokedAt || row.expiresAt <= deps.now) return { outcome: 'invalid' as const };
    await tx.update(refreshTokens).set({ rotatedAt: deps.now }).where(eq(refreshTokens.id, row.id));
    const session = await issue(
      deps,
      row.accountId,
      row.familyId,
      tx as unknown as Db,
      successorOf(deps, refreshToken),
    );
    return { outcome: 'rotated' as const, accountId: row.accountId, session };
  });
}

/** Ends the session a refresh token belongs to; returns its account when the token was known. */
export async function revokeSessionOfRefreshToken(
  db: Db,
  refreshToken: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, accountId: refreshTokens.accountId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
    .limit(1);
  if (!row) return null;
  await revokeSession(db, row.familyId, now);
  return row.accountId;
}

export async function revokeSession(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every session of an account, e.g. after its password was reset. */
export async function revokeAllSessions(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}

/** Every session of an account but one, e.g. after its password was changed from that one. */
export async function revokeOtherSessions(
  db: Db,
  accountId: string,
  keepFamilyId: string,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.accountId, accountId),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/**
 * The account an access token names, while its session has at least one token not revoked (its
 * access tokens are honoured); null otherwise. One query: every signed-in request asks it.
 */
export async function findAccountOfActiveSession(
  db: Db,
  familyId: string,
  accountId: string,
): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        exists(
          db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}
