import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { crmSyncDeliveries, type CrmSyncCall } from '../../db/schema/crm-sync';
import { findAccountsByIds } from '../accounts';
import {
  caseIdOfAccount,
  findCasesByIds,
  findCasesOfAccounts,
  listCasesWhere,
  listStateLogsWhere,
} from '../cases';
import { listSucceededPaymentsWhere } from '../payments';
import { countAnsweredSectionsWhere } from '../questionnaire';
import { CRM_SYNC_DELIVERY_QUEUE, type CrmSyncDeliveryJob } from './crm-sync-queue';

type Deps = { db: Db; jobs: Pick<JobRunner, 'send'>; now: () => Date };

// A sweep records at most this many moments of each kind; the next one takes the rest.
const BATCH = 200;

const deliver = (deps: Deps, key: string, transaction?: Db) =>
  deps.jobs.send<CrmSyncDeliveryJob>(
    CRM_SYNC_DELIVERY_QUEUE,
    { key },
    { singletonKey: key, ...(transaction ? { transaction } : {}) },
  );

interface Moment {
  key: string;
  call: CrmSyncCall;
  caseId: string;
  payload: Record<string, unknown>;
}

/** Records a moment once (its key) and queues its delivery in the same transaction. */
async function record(deps: Deps, moment: Moment): Promise<boolean> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [inserted] = await tx
      .insert(crmSyncDeliveries)
      .values(moment)
      .onConflictDoNothing()
      .returning({ key: crmSyncDeliveries.key });
    if (inserted) await deliver(deps, moment.key, tx);
    return Boolean(inserted);
  });
}

const notRecorded = (key: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from ${crmSyncDeliveries} where ${crmSyncDeliveries.key} = ${key})`;

/**
 * Finds the moments of every case that the services have not heard of: the case created (the lead
 * converted), each transition of its state machine, each succeeded payment, and each new section
 * of the questionnaire answered. Returns how many were recorded.
 */
export async function recordMoments(deps: Deps): Promise<number> {
  const moments: Moment[] = [];

  const created = await listCasesWhere(deps.db, {
    where: (caseId) => notRecorded(sql`'convert-lead:' || ${caseId}`),
    limit: BATCH,
  });
  const accounts = await findAccountsByIds(
    deps.db,
    created.map((row) => row.accountId),
  );
  const localeOf = new Map(accounts.map((account) => [account.id, account.locale]));
  for (const row of created) {
    const locale = localeOf.get(row.accountId);
    if (locale === undefined) continue;
    moments.push({
      key: `convert-lead:${row.id}`,
      call: 'convert-lead',
      caseId: row.id,
      payload: { strategy: row.strategy, locale, convertedAt: row.createdAt.toISOString() },
    });
  }

  const transitions = await listStateLogsWhere(deps.db, {
    where: (seq) => notRecorded(sql`'update-case:' || ${seq}`),
    limit: BATCH,
  });
  for (const row of transitions)
    moments.push({
      key: `update-case:${row.seq}`,
      call: 'update-case',
      caseId: row.caseId,
      payload: {
        seq: row.seq,
        event: row.event,
        step: row.toStep,
        payment: row.toPayment,
        at: row.createdAt.toISOString(),
      },
    });

  const paid = await listSucceededPaymentsWhere(deps.db, {
    where: (paymentId) => notRecorded(sql`'update-opportunity:' || ${paymentId}`),
    limit: BATCH,
  });
  const paidCases = await findCasesByIds(deps.db, [...new Set(paid.map((payment) => payment.caseId))]);
  const planOf = new Map(paidCases.map((row) => [row.id, row.plan]));
  for (const payment of paid) {
    const plan = planOf.get(payment.caseId);
    if (plan === undefined) continue;
    moments.push({
      key: `update-opportunity:${payment.id}`,
      call: 'update-opportunity',
      caseId: payment.caseId,
      payload: {
        paymentId: payment.id,
        purpose: payment.purpose,
        amountCents: payment.amountCents,
        plan,
        paidAt: payment.createdAt.toISOString(),
      },
    });
  }

  // Answers are owned by the account's id; an owner without a case yet has no progress to tell.
  const progress = await countAnsweredSectionsWhere(deps.db, {
    having: (ownerId, sections) => {
      const caseId = caseIdOfAccount(ownerId);
      return sql`${caseId} is not null and ${notRecorded(sql`'update-intake:' || ${caseId} || ':' || ${sections}`)}`;
    },
    limit: BATCH,
  });
  const progressCases = await findCasesOfAccounts(
    deps.db,
    progress.map((row) => row.ownerId),
  );
  const caseOfAccount = new Map(progressCases.map((row) => [row.accountId, row.id]));
  for (const row of progress) {
    const caseId = caseOfAccount.get(row.ownerId);
    if (caseId === undefined) continue;
    moments.push({
      key: `update-intake:${caseId}:${row.sections}`,
      call: 'update-intake',
      caseId,
      payload: { sectionsAnswered: row.sections, at: deps.now().toISOString() },
    });
  }

  let recorded = 0;
  for (const moment of moments) if (await record(deps, moment)) recorded += 1;
  return recorded;
}

/** Queues again every moment not yet delivered (a job that ran out of retries); kept once by key. */
export async function queueUndelivered(deps: Deps): Promise<void> {
  const pending = await deps.db
    .select({ key: crmSyncDeliveries.key })
    .from(crmSyncDeliveries)
    .where(isNull(crmSyncDeliveries.deliveredAt))
    .limit(BATCH);
  for (const { key } of pending) await deliver(deps, key);
}
