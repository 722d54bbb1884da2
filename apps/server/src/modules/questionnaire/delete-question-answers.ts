import type { FlowPathState } from '@camino/contracts';
import type { EngineState, PathEntry, StoredAnswer } from '@camino/questionnaire';
import { answerKey, answersToDelete, isChoiceType, sameEntry } from '@camino/questionnaire';
import type { AnswerOwner } from './answer-owner';
import { checkAnswerWrite } from './answer-write-guards';
import { type QuestionnaireDeps, engineOptions } from './deps';
import { withEngineErrors } from './engine-errors';
import { toFlowPathState } from './flow-path-state';
import { requireConfig, sectionOfQuestion } from './load-config';
import { loadOwnerState, saveOwnerState, withOwnerLock } from './owner-state';

/**
 * DELETE param-question-response (q, g, c): every answer of question q (its options and template
 * fields included) in group g of configuration c, in every loop iteration. A choice question's
 * answer decides the way on, so the tail it led through goes with it and the path is cut back to
 * the question, as a changed branch would.
 */
export async function deleteQuestionAnswers(
  deps: QuestionnaireDeps,
  owner: AnswerOwner,
  input: { q: number; g: number; c: number },
): Promise<{ deleted: number; flow: FlowPathState | null }> {
  const config = await requireConfig(deps.db, input.c);
  await checkAnswerWrite(deps.answerWriteGuards, { db: deps.db, owner, questionnaire: config.questionnaire });
  const section = sectionOfQuestion(config, input.q);
  if (!section) return { deleted: 0, flow: null };
  const question = section.flow.questions.get(input.q)!;
  if (question.group !== input.g) return { deleted: 0, flow: null };
  const options = engineOptions(deps, 'en');

  return withEngineErrors(() =>
    withOwnerLock(deps.db, owner, async (db) => {
      const { state: before, changed } = await loadOwnerState(db, owner, config, section);
      const ids = new Set<number>();
      const collect = (id: number): void => {
        ids.add(id);
        for (const child of section.flow.children.get(id) ?? []) collect(child.question_id);
      };
      collect(question.question_id);
      const own = Object.values(before.answers).filter((answer) => ids.has(answer.questionId));
      const loopIds = [...new Set(own.map((answer) => answer.loopId))];
      const removed: StoredAnswer[] = [...own];
      let path = before.path;
      let pathChanged = false;
      for (const loopId of loopIds) {
        const entry: PathEntry = { questionId: question.question_id, loopId };
        if (isChoiceType(question.type))
          removed.push(...answersToDelete(section.flow, before, entry, options));
        const index = path.findIndex((onPath) => sameEntry(onPath, entry));
        if (index >= 0 && index < path.length - 1) {
          path = path.slice(0, index + 1);
          pathChanged = true;
        }
      }
      if (removed.length === 0) return { deleted: 0, flow: null };
      const answers = { ...before.answers };
      for (const answer of removed) delete answers[answerKey(answer.questionId, answer.loopId)];
      const after: EngineState = { ...before, answers, path, pathChanged };
      const result = await saveOwnerState(db, owner, config, section, {
        before,
        after,
        changed: changed || pathChanged,
      });
      return {
        deleted: result.deleted.length,
        flow: toFlowPathState(config, section, after, { changed: changed || pathChanged }),
      };
    }),
  );
}
