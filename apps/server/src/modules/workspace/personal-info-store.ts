import type { PersonalInfo } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { personalInfos } from '../../db/schema/workspace';

export type PersonalInfoRow = typeof personalInfos.$inferSelect;

/** The saved personal information of a case, or null before the first save. */
export async function findPersonalInfo(db: Db, caseId: string): Promise<PersonalInfoRow | null> {
  const [row] = await db.select().from(personalInfos).where(eq(personalInfos.caseId, caseId)).limit(1);
  return row ?? null;
}

/** Writes the whole record (already parsed and normalised by the contracts schema). */
export async function upsertPersonalInfo(
  db: Db,
  caseId: string,
  info: PersonalInfo,
  now: Date,
): Promise<PersonalInfoRow> {
  const values = { ...info, updatedAt: now };
  const [row] = await db
    .insert(personalInfos)
    .values({ caseId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: personalInfos.caseId, set: values })
    .returning();
  return row!;
}
