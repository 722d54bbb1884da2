import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { questionnaireAnswers } from '../../db/schema/questionnaire';

/**
 * How many questionnaire sections each case owner has answers in, for the owners that `having`
 * keeps (a caller's condition on the owner id and the count, e.g. what it has not seen yet), at
 * most `limit`. A case's answers are owned by its account's id (see `caseOwnerOf`).
 */
export async function countAnsweredSectionsWhere(
  db: Db,
  options: { having: (ownerId: AnyPgColumn, sections: SQL<number>) => SQL; limit: number },
): Promise<{ ownerId: string; sections: number }[]> {
  const sections = sql<number>`count(distinct ${questionnaireAnswers.questionSectionId})::int`;
  return db
    .select({ ownerId: questionnaireAnswers.ownerId, sections })
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.ownerKind, 'case'))
    .groupBy(questionnaireAnswers.ownerId)
    .having(options.having(questionnaireAnswers.ownerId, sections))
    .limit(options.limit);
}
