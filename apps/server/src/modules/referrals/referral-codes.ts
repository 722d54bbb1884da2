import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { referralCodes } from '../../db/schema/referrals';
import { uniqueViolation } from '../../db/unique-violation';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export async function findReferralCode(db: Db, code: string): Promise<ReferralCodeRow | null> {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
  return row ?? null;
}

/** The applicant's own code, made the first time they ask; two tabs asking at once get the same one. */
export async function applicantReferralCode(db: Db, accountId: string, now: Date): Promise<ReferralCodeRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.ownerAccountId, accountId))
      .limit(1);
    if (existing) return existing;
    try {
      const [created] = await db
        .insert(referralCodes)
        .values({ code: newReferralCode(), ownerAccountId: accountId, createdAt: now })
        .returning();
      return created!;
    } catch (error) {
      // Another request made it first, or the random code was taken: look again or draw again.
      if (uniqueViolation(error) === null) throw error;
    }
  }
  throw new Error('Could not make a referral code');
}
