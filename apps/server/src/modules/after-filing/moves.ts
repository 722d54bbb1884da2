import type { MoveInput } from '@camino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { residenceMoves } from '../../db/schema/after-filing';

export type ResidenceMove = Omit<typeof residenceMoves.$inferSelect, 'id' | 'caseId' | 'recordedAt'>;

/** Records a move; the latest recorded is where the applicant lives now. */
export async function recordMove(
  db: Db,
  caseId: string,
  move: MoveInput & { state: string },
  now: Date,
): Promise<void> {
  await db.insert(residenceMoves).values({ caseId, ...move, recordedAt: now });
}

/** Where the applicant said they live since their latest move, or null when they never moved. */
export async function findLatestMove(db: Db, caseId: string): Promise<ResidenceMove | null> {
  const [row] = await db
    .select()
    .from(residenceMoves)
    .where(eq(residenceMoves.caseId, caseId))
    .orderBy(desc(residenceMoves.recordedAt))
    .limit(1);
  if (!row) return null;
  const { id: _id, caseId: _case, recordedAt: _at, ...move } = row;
  return move;
}
