import type { Question, StoredAnswer } from '@camino/questionnaire';
import type { AnswersByName, NamedAnswer } from './answers';

/** What the conversion needs of a loaded questionnaire (`LoadedQuestionnaire` from @camino/content fits). */
export interface NamedQuestionnaire {
  readonly questions: readonly Question[];
  /** Numeric id → content name; options are named `question.option`. */
  readonly names: ReadonlyMap<number, string>;
}

/**
 * Turns the engine's stored answers (state answers or saved rows) into answers by content name:
 * a choice question becomes the list of its chosen option ids, any other question its response.
 * Only the first loop iteration is read; the eligibility questionnaire has no loops.
 */
export function toAnswersByName(
  questionnaire: NamedQuestionnaire,
  answers: readonly StoredAnswer[] | Readonly<Record<string, StoredAnswer>>,
): AnswersByName {
  const byId = new Map(questionnaire.questions.map((question) => [question.question_id, question]));
  const list = Array.isArray(answers) ? answers : Object.values(answers);
  const chosen = new Map<string, string[]>();
  const out: Record<string, NamedAnswer> = {};
  for (const answer of list as readonly StoredAnswer[]) {
    if (answer.loopId !== 1) continue;
    const question = byId.get(answer.questionId);
    const name = questionnaire.names.get(answer.questionId);
    if (question === undefined || name === undefined) continue;
    if (question.type === 'OPTION') {
      const parent = question.parent_id === null ? undefined : questionnaire.names.get(question.parent_id);
      if (parent === undefined) continue;
      const option = name.slice(parent.length + 1);
      chosen.set(parent, [...(chosen.get(parent) ?? []), option]);
    } else {
      out[name] = answer.response;
    }
  }
  for (const [name, options] of chosen) out[name] = options;
  return out;
}
