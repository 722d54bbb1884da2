import type { GenerateTempTokenRequest, Locale } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { tempSessions } from '../../db/schema/accounts';
import { addSeconds } from './clock';
import { randomToken, sha256 } from './secrets';

/** Opens the temporary session a visitor answers the eligibility questionnaire under. */
export async function generateTempToken(
  deps: { db: Db; config: Pick<Config, 'AUTH_TEMP_SESSION_TTL_SECONDS'>; now: Date },
  request: GenerateTempTokenRequest & { locale: Locale },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = addSeconds(deps.now, deps.config.AUTH_TEMP_SESSION_TTL_SECONDS);
  await deps.db.insert(tempSessions).values({
    tokenHash: sha256(token),
    locale: request.locale,
    strategy: request.strategy ?? null,
    caseReference: request.case ?? null,
    createdAt: deps.now,
    expiresAt,
  });
  return { token, expiresAt };
}
