/**
 * Finds the signed-in applicant's case, opening it on first use. A case is opened lazily because
 * every account reaches it activated: its history is backfilled from the account's own dates so the
 * applicant's timeline starts where their journey did.
 */
import { INITIAL_CASE_STATE, type CaseEvent, type CaseState, type Strategy } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cases, caseStateLogs } from '../../db/schema/cases';
import { type Account, findAccountById } from '../accounts';
import type { CaseRow } from '../module-events';
import { eligibleStrategiesOf } from './eligible-strategies';

export type { CaseRow };

export async function findCaseOfAccount(db: Db, accountId: string): Promise<CaseRow | null> {
  const [row] = await db.select().from(cases).where(eq(cases.accountId, accountId)).limit(1);
  return row ?? null;
}

export async function findCaseById(db: Db, caseId: string): Promise<CaseRow | null> {
  const [row] = await db.select().from(cases).where(eq(cases.id, caseId)).limit(1);
  return row ?? null;
}

interface BackfilledStep {
  event: CaseEvent;
  to: CaseState;
  at: Date;
}

/** The transitions an activated account has already made, with the dates they happened. */
function historyOf(account: Account): BackfilledStep[] {
  const activatedAt = account.activatedAt ?? account.createdAt;
  return [
    { event: 'ELIGIBLE', to: { step: 'eligible', payment: 'unpaid' }, at: account.createdAt },
    {
      event: 'ACCOUNT_CREATED',
      to: { step: 'awaiting-activation', payment: 'unpaid' },
      at: account.createdAt,
    },
    { event: 'ACCOUNT_ACTIVATED', to: { step: 'payment', payment: 'unpaid' }, at: activatedAt },
  ];
}

export async function findOrOpenCase(db: Db, accountId: string, now: Date): Promise<CaseRow> {
  const existing = await findCaseOfAccount(db, accountId);
  if (existing) return existing;
  const account = await findAccountById(db, accountId);
  if (!account) throw new Error(`No account ${accountId}`);
  const eligible = await eligibleStrategiesOf(db, accountId, now);
  const strategy: Strategy | null = eligible.length === 1 ? eligible[0]! : null;
  const history = historyOf(account);
  const current = history.at(-1)!.to;

  return db.transaction(async (tx) => {
    // Two first requests racing: the unique account index lets one insert; the other reads it.
    const [inserted] = await tx
      .insert(cases)
      .values({
        accountId,
        strategy,
        step: current.step,
        payment: current.payment,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: cases.accountId })
      .returning();
    if (!inserted) {
      const [row] = await tx.select().from(cases).where(eq(cases.accountId, accountId)).limit(1);
      return row!;
    }
    let from: CaseState = INITIAL_CASE_STATE;
    for (const entry of history) {
      await tx.insert(caseStateLogs).values({
        caseId: inserted.id,
        event: entry.event,
        fromStep: from.step,
        fromPayment: from.payment,
        toStep: entry.to.step,
        toPayment: entry.to.payment,
        createdAt: entry.at,
      });
      from = entry.to;
    }
    return inserted;
  });
}
