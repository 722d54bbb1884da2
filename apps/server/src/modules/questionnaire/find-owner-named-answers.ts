import type { Question, StoredAnswer } from '@camino/questionnaire';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionnaireOwnerConfigs, questionnaireVariables } from '../../db/schema/questionnaire';
import type { AnswerOwner } from './answer-owner';
import { requireConfig } from './load-config';
import { findOwnerAnswers } from './owner-state';

export interface OwnerNamedAnswers {
  questions: Question[];
  /** Content name of each question id, so rules can read answers by name rather than by id. */
  names: Map<number, string>;
  answers: StoredAnswer[];
}

/**
 * An owner's answers to one questionnaire with the questions and names of the configuration the
 * owner was pinned to when they started (the content they actually saw); null before they started.
 */
export async function findOwnerNamedAnswers(
  db: Db,
  owner: AnswerOwner,
  questionnaireKey: string,
): Promise<OwnerNamedAnswers | null> {
  const [pin] = await db
    .select({ configId: questionnaireOwnerConfigs.configId })
    .from(questionnaireOwnerConfigs)
    .where(
      and(
        eq(questionnaireOwnerConfigs.ownerKind, owner.kind),
        eq(questionnaireOwnerConfigs.ownerId, owner.id),
        eq(questionnaireOwnerConfigs.questionnaireKey, questionnaireKey),
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
  return {
    questions: [...config.sections.values()].flatMap((section) => section.questions),
    names: new Map(variables.map((variable) => [variable.questionId, variable.name])),
    answers: rows.map((row) => ({
      questionId: row.question_id,
      loopId: row.loop_id,
      response: row.response,
    })),
  };
}
