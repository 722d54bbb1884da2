import type { Db } from '../../db/database';
import { recordAuditEvent } from '../audit';
import { type IssuedSession, rotateRefreshToken, type SessionConfig } from './sessions';

/** A rotated session for a refresh token, or null; a replayed token revokes its family and is audited. */
export async function refreshSession(
  deps: { db: Db; config: SessionConfig; signingKey: Uint8Array; now: Date; ipHash: string | null },
  refreshToken: string | undefined,
): Promise<IssuedSession | null> {
  if (!refreshToken) return null;
  const result = await rotateRefreshToken(deps, refreshToken);
  if (result.outcome === 'reused') {
    await recordAuditEvent(deps.db, {
      type: 'refresh_token_reused',
      accountId: result.accountId,
      ipHash: deps.ipHash,
      details: { familyRevoked: true },
      at: deps.now,
    });
    return null;
  }
  return result.outcome === 'rotated' ? result.session : null;
}
