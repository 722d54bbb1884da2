/**
 * Answers as values keyed by content name: `section.question` (the n-th loop item as
 * `section.question#n`), a radio as its chosen option id, a chosen checkbox option as
 * `section.question.option` = 'true'. Forms, the case's deadline and its offered answers read them so.
 */
import type { Question, StoredAnswer } from '@camino/questionnaire';
import { WITHOUT_GROUP } from '@camino/questionnaire';

export type AnswerValues = ReadonlyMap<string, string>;

/** The questions of a configuration, their content names and an owner's answers to them. */
export interface NamedAnswers {
  readonly questions: readonly Question[];
  readonly names: ReadonlyMap<number, string>;
  readonly answers: readonly StoredAnswer[];
}

/** The key of a value, in a loop item when `item` is given. */
export const valueKey = (key: string, item?: number): string => (item === undefined ? key : `${key}#${item}`);

/** A value, or undefined when it is missing or blank. */
export function readValue(values: AnswerValues, key: string, item?: number): string | undefined {
  const value = values.get(valueKey(key, item)) ?? (item === 1 ? values.get(key) : undefined);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Answers as values: a radio's chosen option id, a checkbox option as 'true', loop items as `#n`. */
export function answersToValues(named: NamedAnswers): Map<string, string> {
  const byId = new Map(named.questions.map((question) => [question.question_id, question]));
  const values = new Map<string, string>();
  for (const answer of named.answers) {
    const question = byId.get(answer.questionId);
    const name = named.names.get(answer.questionId);
    if (question === undefined || name === undefined) continue;
    const item = question.loop_group === WITHOUT_GROUP ? undefined : answer.loopId;
    const parent = question.parent_id === null ? undefined : byId.get(question.parent_id);
    if (question.type === 'OPTION' && parent?.type === 'RADIO') {
      const optionId = name.slice(name.lastIndexOf('.') + 1);
      const choice =
        question.properties.otTx === true && answer.response !== 'true' ? answer.response : optionId;
      values.set(valueKey(name.slice(0, name.lastIndexOf('.')), item), choice);
    } else {
      values.set(valueKey(name, item), answer.response);
    }
  }
  return values;
}
