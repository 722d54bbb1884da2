import { chosenOptions, isAnswered } from './answers';
import type { Flow } from './build-flow';
import type { EngineState, PathEntry, Question, StoredAnswer } from './types';
import { WITHOUT_GROUP } from './types';

/**
 * `properties.when` of a template field: it applies only while one of the questions `q` (of the same
 * section) has one of the options `o` chosen. "If the marriage ended…" is shown only after an answer
 * saying it ended; a page whose every field is out of scope is not shown at all.
 */
export interface FieldCondition {
  readonly q: readonly number[];
  readonly o: readonly number[];
}

const numbers = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item)) ? (value as number[]) : undefined;

/** The field's condition, or undefined when it always applies (or the stored one is malformed). */
export function conditionOf(question: Question): FieldCondition | undefined {
  const when = question.properties.when as { q?: unknown; o?: unknown } | undefined;
  if (when === undefined || when === null || typeof when !== 'object') return undefined;
  const q = numbers(when.q);
  const o = numbers(when.o);
  return q === undefined || o === undefined ? undefined : { q, o };
}

/** The options chosen for a question occurrence, by option question id. */
export type ChosenOf = (question: Question, loopId: number) => readonly number[];

/** Reads chosen options from the engine state. */
export const chosenIn =
  (flow: Flow, state: EngineState): ChosenOf =>
  (question, loopId) =>
    chosenOptions(flow, state, question, loopId).map((option) => option.question_id);

/**
 * True when the field applies. A controlling question in the same loop is read in the same
 * iteration; any other one in its only occurrence.
 */
export function isFieldShown(flow: Flow, question: Question, loopId: number, chosen: ChosenOf): boolean {
  const condition = conditionOf(question);
  if (condition === undefined) return true;
  return condition.q.some((controllerId) => {
    const controller = flow.questions.get(controllerId);
    if (controller === undefined) return false;
    const sameLoop = controller.loop_group !== WITHOUT_GROUP && controller.loop_group === question.loop_group;
    return chosen(controller, sameLoop ? loopId : 1).some((option) => condition.o.includes(option));
  });
}

/** The fields of a page that apply with these answers: a template's shown fields, or the question itself. */
export function shownChildren(
  flow: Flow,
  template: Question,
  loopId: number,
  chosen: ChosenOf,
): Question[] {
  return (flow.children.get(template.question_id) ?? []).filter(
    (child) => child.type !== 'OPTION' && isFieldShown(flow, child, loopId, chosen),
  );
}

/** True while a required field of a TEMPLATE that applies is unanswered. */
export function templateMissesRequired(
  flow: Flow,
  state: EngineState,
  template: Question,
  loopId: number,
): boolean {
  return shownChildren(flow, template, loopId, chosenIn(flow, state)).some(
    (child) => child.required && !isAnswered(flow, state, child, loopId),
  );
}

/** False for a template every field of which is out of scope: the walk passes it by. */
export function isEntryShown(flow: Flow, state: EngineState, entry: PathEntry): boolean {
  const question = flow.questions.get(entry.questionId);
  if (question?.type !== 'TEMPLATE') return true;
  return shownChildren(flow, question, entry.loopId, chosenIn(flow, state)).length > 0;
}

const conditionalFields = new WeakMap<Flow, Question[]>();

function fieldsWithConditions(flow: Flow): Question[] {
  let found = conditionalFields.get(flow);
  if (found === undefined) {
    found = [...flow.questions.values()].filter((question) => conditionOf(question) !== undefined);
    conditionalFields.set(flow, found);
  }
  return found;
}

/** Stored answers of fields (and their options) that no longer apply: they must never reach a form. */
export function outOfScopeAnswers(flow: Flow, state: EngineState): StoredAnswer[] {
  const fields = fieldsWithConditions(flow);
  if (fields.length === 0) return [];
  const chosen = chosenIn(flow, state);
  const found: StoredAnswer[] = [];
  for (const answer of Object.values(state.answers)) {
    const question = flow.questions.get(answer.questionId);
    if (question === undefined) continue;
    const field = question.type === 'OPTION' ? flow.questions.get(question.parent_id ?? -1) : question;
    if (field === undefined || !fields.includes(field)) continue;
    if (!isFieldShown(flow, field, answer.loopId, chosen)) found.push(answer);
  }
  return found;
}
