import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { recordAuditEvent } from '../audit';
import { getUser, readTempToken } from './request-auth';
import { endTempSession } from './temp-sessions';
import { revokeSession, revokeSessionOfRefreshToken } from './sessions';

/**
 * Revokes the session of the refresh cookie, of the access token and the temporary session, whichever
 * were sent; returns the account whose session ended, if one did.
 */
export async function logout(
  deps: { db: Db; now: Date; ipHash: string | null },
  input: { refreshToken: string | undefined; request: FastifyRequest },
): Promise<string | null> {
  const tempToken = readTempToken(input.request);
  if (tempToken) await endTempSession(deps.db, tempToken, deps.now);
  const user = await getUser(input.request);
  if (user) await revokeSession(deps.db, user.sessionId, deps.now);
  const accountId = input.refreshToken
    ? await revokeSessionOfRefreshToken(deps.db, input.refreshToken, deps.now)
    : null;
  const leaving = user?.accountId ?? accountId;
  if (leaving) {
    await recordAuditEvent(deps.db, {
      type: 'logged_out',
      accountId: leaving,
      ipHash: deps.ipHash,
      at: deps.now,
    });
  }
  return leaving;
}
