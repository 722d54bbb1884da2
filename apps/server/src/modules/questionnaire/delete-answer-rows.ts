import type { Db } from '../../db/database';
import type { AnswerOwner } from './answer-owner';
import { type AnswerWriteGuards, checkAnswerWrite } from './answer-write-guards';
import { findConfig } from './load-config';
import { deleteOwnerAnswerRows, withOwnerLock } from './owner-state';

/**
 * DELETE param-question-response/question_id: exact rows the browser's engine chose to delete
 * (spec: Answer to delete). Only the caller's own rows can go; others' ids match nothing.
 */
export async function deleteAnswerRows(
  db: Db,
  guards: AnswerWriteGuards,
  owner: AnswerOwner,
  answers: readonly { qid: number; lid: number; c: number }[],
): Promise<{ deleted: number; flow: null }> {
  for (const configId of new Set(answers.map((answer) => answer.c))) {
    const config = await findConfig(db, configId);
    if (config) await checkAnswerWrite(guards, { db, owner, questionnaire: config.questionnaire });
  }
  const deleted = await withOwnerLock(db, owner, (tx) =>
    deleteOwnerAnswerRows(
      tx,
      owner,
      answers.map((answer) => ({ configId: answer.c, questionId: answer.qid, loopId: answer.lid })),
    ),
  );
  return { deleted, flow: null };
}
