import { AppError, hasPaid, type Strategy } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cases } from '../../db/schema/cases';
import { eligibleStrategiesOf } from './eligible-strategies';
import type { CaseRow } from './open-case';

/**
 * Sets the case type while nothing has been paid. Afterwards it is fixed: the price, the contract and
 * the forms all follow from it.
 */
export async function chooseStrategy(db: Db, row: CaseRow, strategy: Strategy, now: Date): Promise<CaseRow> {
  if (row.strategy === strategy) return row;
  const startedPaying = hasPaid(row) || row.payment === 'pending' || row.payment === 'in-progress';
  if (startedPaying || row.plan !== null) {
    throw new AppError('CONFLICT', {
      detail: 'The case type cannot change after payment.',
      extensions: { reason: 'case.strategyLocked' },
    });
  }
  const eligible = await eligibleStrategiesOf(db, row.accountId, now);
  if (!eligible.includes(strategy)) {
    throw new AppError('VALIDATION', {
      detail: 'This case type does not fit your eligibility answers.',
      errors: [{ path: 'body.strategy', message: 'case.strategyNotEligible' }],
    });
  }
  const [updated] = await db
    .update(cases)
    .set({ strategy, updatedAt: now })
    .where(eq(cases.id, row.id))
    .returning();
  return updated!;
}
