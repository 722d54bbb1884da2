/**
 * Final approval (spec section 5): both confirmations, recorded with the time and a keyed hash of
 * the address, in the transaction that moves the case to `preparing` and runs the approval hooks (the
 * package module queues its build there, so the review never imports it).
 * Approval is final: a second call answers with the approval already recorded.
 */
import { AppError } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { caseApprovals } from '../../db/schema/review';
import { applyCaseEvent, type CaseRow } from '../cases';
import type { CaseApproval } from '../module-events';
import type { BoundHook } from '../server-module';
import { applicantToday, caseScreening } from '../workspace';
import { assertEventAllowed } from './assert-event-allowed';

export type ApprovalRow = typeof caseApprovals.$inferSelect;

export async function findApproval(db: Db, caseId: string): Promise<ApprovalRow | null> {
  const [row] = await db.select().from(caseApprovals).where(eq(caseApprovals.caseId, caseId)).limit(1);
  return row ?? null;
}

export async function approveCase(
  deps: {
    db: Db;
    now: Date;
    addressHash: string;
    /** Other modules' steps in the approving transaction (the package queues its build). */
    approvalHooks: readonly BoundHook<CaseApproval>[];
  },
  caseRow: CaseRow,
): Promise<ApprovalRow> {
  const existing = await findApproval(deps.db, caseRow.id);
  if (existing) return existing;
  if (caseRow.step !== 'final-review')
    throw new AppError('CONFLICT', {
      detail: 'The case can be approved in the final review, with no request open.',
      extensions: { reason: 'review.approveNotAllowed' },
    });
  // A later answer that undoes what the eligibility check decided is not filed without a lawyer.
  const screening = await caseScreening(deps.db, caseRow, applicantToday(deps.now, undefined));
  if (screening.result.needsLawyer)
    throw new AppError('CONFLICT', {
      detail: 'An answer given since the eligibility check means this case needs a lawyer before it is filed.',
      extensions: { reason: 'review.screeningChanged', reasons: screening.result.reasons },
    });
  let approval: ApprovalRow | undefined;
  await applyCaseEvent(deps.db, {
    caseId: caseRow.id,
    event: 'CASE_APPROVED',
    context: { approvalConfirmed: true },
    now: deps.now,
    before: async (tx, row) => {
      assertEventAllowed(row, 'CASE_APPROVED', { approvalConfirmed: true });
      [approval] = await tx
        .insert(caseApprovals)
        .values({
          caseId: row.id,
          accuracyConfirmed: 'accurate',
          noLegalAdviceAccepted: 'no-legal-advice',
          addressHash: deps.addressHash,
          approvedAt: deps.now,
        })
        .returning();
      for (const hook of deps.approvalHooks) await hook.run({ db: tx, caseRow: row, now: deps.now });
    },
  });
  return approval!;
}
