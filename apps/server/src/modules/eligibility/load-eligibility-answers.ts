import type { StoredAnswer } from '@camino/questionnaire';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionnaireOwnerConfigs, questionnaireVariables } from '../../db/schema';
import type { AnswerOwner } from '../questionnaire';
import { requireConfig } from '../questionnaire/load-config';
import { findOwnerAnswers } from '../questionnaire/owner-state';
import { type AnswersByName, toAnswersByName } from './outcome';

export const ELIGIBILITY_QUESTIONNAIRE = 'eligibility';

/**
 * The eligibility answers of an owner by question name, read under the configuration the owner
 * was pinned to when they started (the content they actually saw); null before they started.
 */
export async function loadEligibilityAnswers(db: Db, owner: AnswerOwner): Promise<AnswersByName | null> {
  const [pin] = await db
    .select({ configId: questionnaireOwnerConfigs.configId })
    .from(questionnaireOwnerConfigs)
    .where(
      and(
        eq(questionnaireOwnerConfigs.ownerKind, owner.kind),
        eq(questionnaireOwnerConfigs.ownerId, owner.id),
        eq(questionnaireOwnerConfigs.questionnaireKey, ELIGIBILITY_QUESTIONNAIRE),
      ),
    )
    .limit(1);
  if (!pin) return null;
  const [config, variables, rows] = await Promise.all([
    requireConfig(db, pin.configId),
    db
      .select({ name: questionnaireVariables.name, questionId: questionnaireVariables.questionId })
      .from(questionnaireVariables)
      .where(eq(questionnaireVariables.configId, pin.configId)),
    findOwnerAnswers(db, owner, pin.configId),
  ]);
  const questions = [...config.sections.values()].flatMap((section) => section.questions);
  const names = new Map(variables.map((variable) => [variable.questionId, variable.name]));
  const answers: StoredAnswer[] = rows.map((row) => ({
    questionId: row.question_id,
    loopId: row.loop_id,
    response: row.response,
  }));
  return toAnswersByName({ questions, names }, answers);
}
