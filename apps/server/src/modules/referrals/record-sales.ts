import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { referrals } from '../../db/schema/referrals';
import { findCasesOfAccounts } from '../cases';
import { listSucceededCasePayments } from '../payments';
import { REFERRAL_DELIVERY_QUEUE, type ReferralDeliveryJob } from './referral-delivery';

type Deps = { db: Db; jobs: Pick<JobRunner, 'send'> };

const deliver = (deps: Deps, job: ReferralDeliveryJob, transaction?: Db) =>
  deps.jobs.send(REFERRAL_DELIVERY_QUEUE, job, {
    singletonKey: `referral:${job.referralId}:${job.event}`,
    ...(transaction ? { transaction } : {}),
  });

/** Queues the hand-off of every referral registered but not yet delivered (a retried job is kept once). */
export async function queueRegistrations(deps: Deps): Promise<void> {
  const pending = await deps.db
    .select({ id: referrals.id })
    .from(referrals)
    .where(isNull(referrals.registrationDeliveredAt));
  for (const { id } of pending) await deliver(deps, { referralId: id, event: 'registered' });
}

/**
 * A referral becomes a sale when the referred applicant's case is first paid for (in full or its
 * down payment). Each sale is recorded once and its hand-off queued in the same transaction.
 * Returns how many sales were recorded.
 */
export async function recordSales(deps: Deps): Promise<number> {
  const open = await deps.db
    .select({ id: referrals.id, accountId: referrals.referredAccountId })
    .from(referrals)
    .where(isNull(referrals.saleAt));
  if (open.length === 0) return 0;
  const referredCases = await findCasesOfAccounts(
    deps.db,
    open.map((referral) => referral.accountId),
  );
  const accountOfCase = new Map(referredCases.map((row) => [row.id, row.accountId]));
  const paid = await listSucceededCasePayments(deps.db, [...accountOfCase.keys()]);
  const firstPayment = new Map<string, { amountCents: number; at: Date }>();
  for (const payment of paid) {
    const accountId = accountOfCase.get(payment.caseId)!;
    if (!firstPayment.has(accountId))
      firstPayment.set(accountId, { amountCents: payment.amountCents, at: payment.createdAt });
  }

  let recorded = 0;
  for (const referral of open) {
    const payment = firstPayment.get(referral.accountId);
    if (!payment) continue;
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [updated] = await tx
        .update(referrals)
        .set({ saleAt: payment.at, saleAmountCents: payment.amountCents })
        .where(and(eq(referrals.id, referral.id), isNull(referrals.saleAt)))
        .returning({ id: referrals.id });
      if (!updated) return;
      recorded += 1;
      await deliver(deps, { referralId: referral.id, event: 'sale' }, tx);
    });
  }
  return recorded;
}
