import type { Flow } from './build-flow';
import type { AnswerContext, AnswerToSave, StoredAnswer } from './types';
import { WITHOUT_GROUP } from './types';

/** Rows the server saves for the given answers. */
export function toAnswersToSave(
  flow: Flow,
  answers: readonly StoredAnswer[],
  context: AnswerContext,
): AnswerToSave[] {
  return answers.map((answer) => {
    const question = flow.questions.get(answer.questionId);
    return {
      question_id: answer.questionId,
      question_section_id: context.question_section_id,
      config_id: context.config_id,
      group: question?.group ?? 1,
      response: answer.response,
      loop_id: answer.loopId,
      loop_group: question?.loop_group ?? WITHOUT_GROUP,
    };
  });
}
