import { caseAccess, type CaseSummary } from '@camino/contracts';
import type { Db } from '../../db/database';
import { eligibleStrategiesOf } from './eligible-strategies';
import type { CaseRow } from './open-case';

export async function toCaseSummary(db: Db, row: CaseRow, now: Date): Promise<CaseSummary> {
  const state = { step: row.step, payment: row.payment };
  return {
    id: row.id,
    strategy: row.strategy,
    eligibleStrategies: await eligibleStrategiesOf(db, row.accountId, now),
    step: row.step,
    payment: row.payment,
    plan: row.plan,
    access: caseAccess(state),
    createdAt: row.createdAt.toISOString(),
  };
}
