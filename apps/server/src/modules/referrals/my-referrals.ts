import type { MyReferrals } from '@camino/contracts';
import { count, eq, isNotNull, max, and } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { referrals } from '../../db/schema/referrals';
import { findAccountsByIds } from '../accounts';
import { applicantReferralCode } from './referral-codes';

/** The applicant's invitation code and, as counts, what came of it. */
export async function myReferrals(db: Db, accountId: string, now: Date): Promise<MyReferrals> {
  const code = await applicantReferralCode(db, accountId, now);
  // Joined means an account that was activated: a sign-up never confirmed is nobody yet.
  const invited = await db
    .select({ accountId: referrals.referredAccountId })
    .from(referrals)
    .where(eq(referrals.codeId, code.id));
  const accounts = await findAccountsByIds(
    db,
    invited.map((row) => row.accountId),
  );
  const joined = accounts.filter((account) => account.activatedAt !== null).length;
  const [sold] = await db
    .select({ n: count(), last: max(referrals.saleAt) })
    .from(referrals)
    .where(and(eq(referrals.codeId, code.id), isNotNull(referrals.saleAt)));
  return {
    code: code.code,
    joined,
    casesStarted: sold?.n ?? 0,
    lastCaseStartedAt: sold?.last ? new Date(sold.last).toISOString() : null,
  };
}
