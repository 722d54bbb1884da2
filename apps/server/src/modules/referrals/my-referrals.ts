import type { MyReferrals } from '@camino/contracts';
import { count, eq, isNotNull, max, and } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { referrals } from '../../db/schema/referrals';
import { applicantReferralCode } from './referral-codes';

/** The applicant's invitation code and, as counts, what came of it. */
export async function myReferrals(db: Db, accountId: string, now: Date): Promise<MyReferrals> {
  const code = await applicantReferralCode(db, accountId, now);
  const [joined] = await db.select({ n: count() }).from(referrals).where(eq(referrals.codeId, code.id));
  const [sold] = await db
    .select({ n: count(), last: max(referrals.saleAt) })
    .from(referrals)
    .where(and(eq(referrals.codeId, code.id), isNotNull(referrals.saleAt)));
  return {
    code: code.code,
    joined: joined?.n ?? 0,
    casesStarted: sold?.n ?? 0,
    lastCaseStartedAt: sold?.last ? new Date(sold.last).toISOString() : null,
  };
}
