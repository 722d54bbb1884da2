import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import {
  accounts,
  cases,
  caseStateLogs,
  crmSyncDeliveries,
  payments,
  questionnaireAnswers,
  type CrmSyncCall,
} from '../../db/schema';
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

  const created = await deps.db
    .select({ id: cases.id, strategy: cases.strategy, locale: accounts.locale, at: cases.createdAt })
    .from(cases)
    .innerJoin(accounts, eq(accounts.id, cases.accountId))
    .where(notRecorded(sql`'convert-lead:' || ${cases.id}`))
    .limit(BATCH);
  for (const row of created)
    moments.push({
      key: `convert-lead:${row.id}`,
      call: 'convert-lead',
      caseId: row.id,
      payload: { strategy: row.strategy, locale: row.locale, convertedAt: row.at.toISOString() },
    });

  const transitions = await deps.db
    .select()
    .from(caseStateLogs)
    .where(notRecorded(sql`'update-case:' || ${caseStateLogs.seq}`))
    .orderBy(caseStateLogs.seq)
    .limit(BATCH);
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

  const paid = await deps.db
    .select({ payment: payments, plan: cases.plan })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .where(and(eq(payments.status, 'succeeded'), notRecorded(sql`'update-opportunity:' || ${payments.id}`)))
    .limit(BATCH);
  for (const { payment, plan } of paid)
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

  const sectionsAnswered = sql<number>`count(distinct ${questionnaireAnswers.questionSectionId})::int`;
  const progress = await deps.db
    .select({ caseId: cases.id, sections: sectionsAnswered })
    .from(questionnaireAnswers)
    .innerJoin(cases, sql`${cases.id}::text = ${questionnaireAnswers.ownerId}`)
    .where(eq(questionnaireAnswers.ownerKind, 'case'))
    .groupBy(cases.id)
    .having(notRecorded(sql`'update-intake:' || ${cases.id} || ':' || ${sectionsAnswered}`))
    .limit(BATCH);
  for (const row of progress)
    moments.push({
      key: `update-intake:${row.caseId}:${row.sections}`,
      call: 'update-intake',
      caseId: row.caseId,
      payload: { sectionsAnswered: row.sections, at: deps.now().toISOString() },
    });

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
