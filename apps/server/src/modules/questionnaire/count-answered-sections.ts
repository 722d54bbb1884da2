import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { questionnaireAnswers } from '../../db/schema/questionnaire';

/**
 * How many questionnaire sections each case has answers in, for the cases that `having` keeps (a
 * caller's condition on the case id and the count, e.g. what it has not seen yet), at most `limit`.
 */
export async function countAnsweredSectionsWhere(
  db: Db,
  options: { having: (caseId: AnyPgColumn, sections: SQL<number>) => SQL; limit: number },
): Promise<{ caseId: string; sections: number }[]> {
  const sections = sql<number>`count(distinct ${questionnaireAnswers.questionSectionId})::int`;
  return db
    .select({ caseId: questionnaireAnswers.ownerId, sections })
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.ownerKind, 'case'))
    .groupBy(questionnaireAnswers.ownerId)
    .having(options.having(questionnaireAnswers.ownerId, sections))
    .limit(options.limit);
}
