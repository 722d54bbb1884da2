import type { Flow } from './build-flow';
import { entryKey } from './flow-path';
import { isChoiceType } from './question-kinds';
import type { EngineState, PathEntry, Question, StoredAnswer } from './types';

/** Key of an answer in `EngineState.answers`. */
export const answerKey = (questionId: number, loopId: number): string => entryKey({ questionId, loopId });

/** The stored answer of one question occurrence, if any. */
export function getAnswer(state: EngineState, questionId: number, loopId: number): StoredAnswer | undefined {
  return state.answers[answerKey(questionId, loopId)];
}

/** OPTION children of a choice question that hold an answer in this occurrence. */
export function chosenOptions(
  flow: Flow,
  state: EngineState,
  question: Question,
  loopId: number,
): Question[] {
  return (flow.children.get(question.question_id) ?? []).filter(
    (option) => option.type === 'OPTION' && getAnswer(state, option.question_id, loopId) !== undefined,
  );
}

/** True when the question holds an answer: a non-blank response, or a chosen option. */
export function isAnswered(flow: Flow, state: EngineState, question: Question, loopId: number): boolean {
  if (isChoiceType(question.type)) return chosenOptions(flow, state, question, loopId).length > 0;
  if (question.type === 'TEMPLATE') {
    return (flow.children.get(question.question_id) ?? []).some((child) =>
      isAnswered(flow, state, child, loopId),
    );
  }
  const answer = getAnswer(state, question.question_id, loopId);
  return answer !== undefined && answer.response.trim() !== '';
}

/** Every stored answer belonging to an entry: its own, its options' and its template fields'. */
export function answersOfEntry(flow: Flow, state: EngineState, entry: PathEntry): StoredAnswer[] {
  const found: StoredAnswer[] = [];
  const collect = (questionId: number): void => {
    const answer = getAnswer(state, questionId, entry.loopId);
    if (answer) found.push(answer);
    for (const child of flow.children.get(questionId) ?? []) collect(child.question_id);
  };
  collect(entry.questionId);
  return found;
}

/** The value a Yes/No edge is matched against: the chosen option's `value`, else the response. */
export function branchValue(
  flow: Flow,
  state: EngineState,
  question: Question,
  loopId: number,
): string | undefined {
  if (isChoiceType(question.type)) {
    const [option] = chosenOptions(flow, state, question, loopId);
    if (!option) return undefined;
    return typeof option.properties.value === 'string' ? option.properties.value : undefined;
  }
  return getAnswer(state, question.question_id, loopId)?.response;
}

/** Copy of the answers without the given ones. */
export function withoutAnswers(
  answers: EngineState['answers'],
  removed: readonly StoredAnswer[],
): Record<string, StoredAnswer> {
  const next = { ...answers };
  for (const answer of removed) delete next[answerKey(answer.questionId, answer.loopId)];
  return next;
}
