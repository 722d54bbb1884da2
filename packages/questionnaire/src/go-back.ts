import type { Flow } from './build-flow';
import { isEntryShown } from './field-conditions';
import { isDisplayableType } from './question-kinds';
import type { EngineState } from './types';

/** Index of the last path entry before the current one that the applicant saw as a page; -1 when none. */
function previousShownIndex(flow: Flow, state: EngineState): number {
  for (let index = state.path.length - 2; index >= 0; index -= 1) {
    const entry = state.path[index];
    const question = entry ? flow.questions.get(entry.questionId) : undefined;
    if (question && isDisplayableType(question.type) && isEntryShown(flow, state, entry!)) return index;
  }
  return -1;
}

/** Steps back to the previous path entry shown to the applicant; on the first one nothing changes. */
export function goBack(flow: Flow, state: EngineState): EngineState {
  const index = previousShownIndex(flow, state);
  return index < 0 ? state : { ...state, path: state.path.slice(0, index + 1) };
}

/** True when a page was shown before the current one, so goBack moves. */
export function canGoBack(flow: Flow, state: EngineState): boolean {
  return previousShownIndex(flow, state) >= 0;
}
