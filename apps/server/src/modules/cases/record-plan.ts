import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cases } from '../../db/schema/cases';
import type { CaseRow } from './open-case';

/** The payment plan the applicant chose, written on the locked case row when the first payment starts. */
export async function recordCasePlan(
  tx: Db,
  row: CaseRow,
  plan: CaseRow['plan'],
  now: Date,
): Promise<CaseRow> {
  const [updated] = await tx
    .update(cases)
    .set({ plan, updatedAt: now })
    .where(eq(cases.id, row.id))
    .returning();
  return updated!;
}
