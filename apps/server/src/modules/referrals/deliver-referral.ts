import { eq } from 'drizzle-orm';
import type { CrmAdapter } from '../../adapters/crm';
import type { Db } from '../../db/database';
import { referralCodes, referrals } from '../../db/schema/referrals';
import type { ReferralDeliveryJob } from './referral-delivery';

/** The job's work: hands one moment of a referral to the CRM once; a failure throws so it is retried. */
export async function deliverReferral(
  deps: { db: Db; crm: CrmAdapter; now: () => Date },
  job: ReferralDeliveryJob,
): Promise<void> {
  const [row] = await deps.db
    .select({ referral: referrals, code: referralCodes.code, partnerKey: referralCodes.partnerKey })
    .from(referrals)
    .innerJoin(referralCodes, eq(referralCodes.id, referrals.codeId))
    .where(eq(referrals.id, job.referralId))
    .limit(1);
  if (!row) return;
  const { referral, code, partnerKey } = row;
  if (job.event === 'registered') {
    if (referral.registrationDeliveredAt) return;
    await deps.crm.registerReferredUser({
      referralId: referral.id,
      accountId: referral.referredAccountId,
      code,
      partnerKey,
      locale: referral.locale,
      registeredAt: referral.registeredAt.toISOString(),
    });
    await deps.db
      .update(referrals)
      .set({ registrationDeliveredAt: deps.now() })
      .where(eq(referrals.id, referral.id));
    return;
  }
  if (referral.saleDeliveredAt || !referral.saleAt || referral.saleAmountCents === null) return;
  await deps.crm.reportReferralSale({
    referralId: referral.id,
    code,
    partnerKey,
    amountCents: referral.saleAmountCents,
    soldAt: referral.saleAt.toISOString(),
  });
  await deps.db.update(referrals).set({ saleDeliveredAt: deps.now() }).where(eq(referrals.id, referral.id));
}
