import type { Flow } from './build-flow';
import { isDisplayableType } from './question-kinds';
import type { EngineState } from './types';

/** Steps back to the previous path entry shown to the applicant; on the first one nothing changes. */
export function goBack(flow: Flow, state: EngineState): EngineState {
  for (let index = state.path.length - 2; index >= 0; index -= 1) {
    const entry = state.path[index];
    const question = entry ? flow.questions.get(entry.questionId) : undefined;
    if (question && isDisplayableType(question.type))
      return { ...state, path: state.path.slice(0, index + 1) };
  }
  return state;
}
