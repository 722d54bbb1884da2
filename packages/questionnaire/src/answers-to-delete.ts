import { answersOfEntry } from './answers';
import type { Flow } from './build-flow';
import type { AnswerContext, AnswerToDelete, EngineState, PathEntry, StoredAnswer } from './types';
import { WITHOUT_GROUP } from './types';
import type { WalkOptions } from './walk';
import { tailFrom } from './walk';

/**
 * Answers on the tail after `from`: the entries the current answers lead through, up to and
 * including the next question the walk would stop at. Changing a branch abandons exactly these.
 */
export function answersToDelete(
  flow: Flow,
  state: EngineState,
  from: PathEntry,
  options: WalkOptions = {},
): StoredAnswer[] {
  return tailFrom(flow, state, from, options).flatMap((entry) => answersOfEntry(flow, state, entry));
}

/** Rows the server deletes for the given answers. */
export function toAnswersToDelete(
  flow: Flow,
  answers: readonly StoredAnswer[],
  context: AnswerContext,
): AnswerToDelete[] {
  return answers.map((answer) => {
    const question = flow.questions.get(answer.questionId);
    return {
      qid: answer.questionId,
      lid: answer.loopId,
      g: question?.group ?? 1,
      lg: question?.loop_group ?? WITHOUT_GROUP,
      qsid: context.question_section_id,
      c: context.config_id,
    };
  });
}
