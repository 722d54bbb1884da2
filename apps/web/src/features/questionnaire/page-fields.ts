import {
  WITHOUT_GROUP,
  formatFlowPath,
  isFieldShown,
  isInputType,
  type AnswerValue,
  type EngineState,
  type Flow,
  type PathEntry,
  type Question,
} from '@camino/questionnaire';

export interface PageField {
  readonly question: Question;
  readonly loopId: number;
}

/** The value a field has on the page: typed, prefilled or stored. */
export type ValueOf = (question: Question, loopId: number) => AnswerValue;

/**
 * The input questions shown on an entry's page: the question itself, or every field of a TEMPLATE
 * that applies with the values on the page (`valueOf`): "if the marriage ended" only after "divorced".
 */
export function pageFields(flow: Flow, entry: PathEntry | undefined, valueOf?: ValueOf): PageField[] {
  const question = entry ? flow.questions.get(entry.questionId) : undefined;
  if (!entry || !question) return [];
  if (question.type === 'TEMPLATE') {
    const chosen = (field: Question, loopId: number): number[] => {
      const value = valueOf?.(field, loopId) ?? '';
      return typeof value === 'string' ? [] : value.map((choice) => choice.optionId);
    };
    return (flow.children.get(question.question_id) ?? [])
      .filter((child) => isInputType(child.type))
      .filter((child) => valueOf === undefined || isFieldShown(flow, child, entry.loopId, chosen))
      .map((child) => ({ question: child, loopId: entry.loopId }));
  }
  return isInputType(question.type) ? [{ question, loopId: entry.loopId }] : [];
}

/** The LOOP repeating a question, when it is part of a loop body. */
export function loopOf(flow: Flow, question: Question): Question | undefined {
  if (question.type === 'LOOP' || question.loop_group === WITHOUT_GROUP) return undefined;
  for (const candidate of flow.questions.values()) {
    if (candidate.type === 'LOOP' && candidate.loop_group === question.loop_group) return candidate;
  }
  return undefined;
}

/** Text form of where the applicant is, for keys that change with every page. */
export const pageKey = (state: EngineState | null): string =>
  state ? formatFlowPath(state.path.slice(-1)) : '';
