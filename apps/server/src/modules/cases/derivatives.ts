/**
 * The family members of a case. The whole set is replaced at once (`PUT mycase/derivatives`): a
 * member left out is removed from the case, which is how deselecting works. Every member is checked
 * against the case type's rules (married spouse; unmarried child under 21 living in the U.S.).
 */
import {
  AppError,
  calendarDayOf,
  canAddDerivative,
  type FamilyMember,
  type FamilyMembers,
  type FieldError,
  type SavedFamilyMember,
} from '@camino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { caseDerivatives } from '../../db/schema/cases';
import type { CaseRow } from './open-case';

type DerivativeRow = typeof caseDerivatives.$inferSelect;

function toSaved(row: DerivativeRow): SavedFamilyMember {
  return {
    id: row.id,
    relationship: row.relationship,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    married: row.married,
    livesInUs: row.livesInUs,
  };
}

export async function listDerivatives(db: Db, caseId: string): Promise<SavedFamilyMember[]> {
  const rows = await db
    .select()
    .from(caseDerivatives)
    .where(eq(caseDerivatives.caseId, caseId))
    .orderBy(asc(caseDerivatives.createdAt), asc(caseDerivatives.id));
  return rows.map(toSaved);
}

/** The ids of the case's family members. */
export async function listDerivativeIds(db: Db, caseId: string): Promise<string[]> {
  const rows = await db
    .select({ id: caseDerivatives.id })
    .from(caseDerivatives)
    .where(eq(caseDerivatives.caseId, caseId));
  return rows.map((row) => row.id);
}

/** The counts the price depends on. */
export function countFamilyMembers(members: readonly Pick<FamilyMember, 'relationship'>[]): FamilyMembers {
  return {
    spouse: members.some((m) => m.relationship === 'spouse'),
    children: members.filter((m) => m.relationship === 'child').length,
  };
}

export interface ReplaceDerivativesOptions {
  now: Date;
  /** Called in the transaction with the new set, before it is written; may refuse it by throwing. */
  beforeSave?: (tx: Db, members: readonly FamilyMember[]) => Promise<void>;
}

export async function replaceDerivatives(
  db: Db,
  row: CaseRow,
  members: readonly (FamilyMember & { id?: string | undefined })[],
  options: ReplaceDerivativesOptions,
): Promise<SavedFamilyMember[]> {
  if (!row.strategy) {
    throw new AppError('CONFLICT', {
      detail: 'Choose the case type before adding family members.',
      extensions: { reason: 'case.strategyMissing' },
    });
  }
  const strategy = row.strategy;
  const today = calendarDayOf(options.now);
  const errors: FieldError[] = [];
  members.forEach((member, index) => {
    const check = canAddDerivative(strategy, member, today);
    if (!check.ok) {
      for (const reason of check.reasons) errors.push({ path: `body.members.${index}`, message: reason });
    }
  });
  if (members.filter((m) => m.relationship === 'spouse').length > 1) {
    errors.push({ path: 'body.members', message: 'derivativeOneSpouse' });
  }
  if (errors.length > 0) {
    throw new AppError('VALIDATION', { detail: 'A family member cannot be added to this case.', errors });
  }

  return db.transaction(async (tx) => {
    await options.beforeSave?.(tx, members);
    const existing = await tx.select().from(caseDerivatives).where(eq(caseDerivatives.caseId, row.id));
    const keep = new Set(members.flatMap((m) => (m.id ? [m.id] : [])));
    for (const old of existing) {
      if (!keep.has(old.id)) await tx.delete(caseDerivatives).where(eq(caseDerivatives.id, old.id));
    }
    const known = new Set(existing.map((e) => e.id));
    for (const [index, member] of members.entries()) {
      const values = {
        relationship: member.relationship,
        firstName: member.firstName.trim(),
        lastName: member.lastName.trim(),
        dateOfBirth: member.dateOfBirth,
        married: member.married,
        livesInUs: member.livesInUs,
      };
      if (member.id && known.has(member.id)) {
        await tx.update(caseDerivatives).set(values).where(eq(caseDerivatives.id, member.id));
      } else {
        // Members added together keep the order the applicant gave them (listed by creation time).
        const createdAt = new Date(options.now.getTime() + index);
        await tx.insert(caseDerivatives).values({ ...values, caseId: row.id, createdAt });
      }
    }
    return listDerivatives(tx, row.id);
  });
}
