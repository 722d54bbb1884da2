import { eq } from 'drizzle-orm';
import { referralArrivals, referralCodes, referrals } from '../../db/schema/referrals';
import type { TempSessionMigrationContext } from '../accounts';
import type { ModuleHook } from '../server-module';

/**
 * When a visitor who arrived with an invitation creates their account, the referral is recorded in
 * the sign-up's own transaction; the sweep hands it to the customer-relationship service. Nobody is
 * their own referrer.
 */
export const attributeSignUp: ModuleHook<TempSessionMigrationContext> = {
  name: 'referral',
  run: async ({ db, tempSession, accountId, now }) => {
    const [arrival] = await db
      .select({ codeId: referralArrivals.codeId, owner: referralCodes.ownerAccountId })
      .from(referralArrivals)
      .innerJoin(referralCodes, eq(referralCodes.id, referralArrivals.codeId))
      .where(eq(referralArrivals.tempSessionId, tempSession.id))
      .limit(1);
    if (!arrival || arrival.owner === accountId) return;
    await db
      .insert(referrals)
      .values({
        codeId: arrival.codeId,
        referredAccountId: accountId,
        locale: tempSession.locale === 'es' ? 'es' : 'en',
        registeredAt: now,
      })
      .onConflictDoNothing();
  },
};
