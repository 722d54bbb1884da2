import type { Db } from '../../db/database';
import { referralArrivals } from '../../db/schema/referrals';
import { findReferralCode } from './referral-codes';

/**
 * Remembers that a visitor came with an invitation code. The first valid code counts; an unknown
 * code is not an error for the visitor, only not recorded.
 */
export async function recordArrival(
  db: Db,
  input: { tempSessionId: string; code: string; now: Date },
): Promise<boolean> {
  const code = await findReferralCode(db, input.code);
  if (!code) return false;
  await db
    .insert(referralArrivals)
    .values({ tempSessionId: input.tempSessionId, codeId: code.id, arrivedAt: input.now })
    .onConflictDoNothing();
  return true;
}
