import type { Flow } from './build-flow';
import { entryKey } from './flow-path';
import { currentEntry } from './state';
import type { EngineState, PathEntry } from './types';
import type { ValidateOptions, ValidationError } from './validate-answer';
import { validateEntry } from './validate-entry';
import type { WalkOptions } from './walk';
import { questionOf, walkForward } from './walk';

export type NextOptions = WalkOptions & ValidateOptions;

export type NextResult =
  | {
      readonly status: 'moved';
      readonly state: EngineState;
      /** The VALIDATION that failed and sent the applicant back to an earlier question. */
      readonly failedValidation?: PathEntry;
    }
  | { readonly status: 'blocked'; readonly state: EngineState; readonly errors: readonly ValidationError[] };

/**
 * Moves to the next question: starts at START on an empty path; otherwise validates the current
 * entry and walks on, skipping answered questions, until a question, an unseen label, an
 * unfinished template or END.
 */
export function nextQuestion(flow: Flow, state: EngineState, options: NextOptions = {}): NextResult {
  const current = currentEntry(state);
  if (current === undefined) {
    const walked = walkForward(flow, state, options);
    return { status: 'moved', state: { ...state, path: walked.path } };
  }
  if (questionOf(flow, current).type === 'END') return { status: 'moved', state };

  const errors = validateEntry(flow, state, current, options);
  if (errors.length > 0) return { status: 'blocked', state, errors };

  const passed = { ...state, visited: { ...state.visited, [entryKey(current)]: true as const } };
  const walked = walkForward(flow, passed, options);
  const moved = endReview(flow, { ...passed, path: walked.path });
  return walked.failedValidation
    ? { status: 'moved', state: moved, failedValidation: walked.failedValidation }
    : { status: 'moved', state: moved };
}

/** A review ends where it reaches END: the next pass skips answered questions again. */
function endReview(flow: Flow, state: EngineState): EngineState {
  if (state.review !== true || !isComplete(flow, state)) return state;
  const { review: _ended, ...rest } = state;
  return rest;
}

/** True once the walk has reached END. */
export function isComplete(flow: Flow, state: EngineState): boolean {
  const current = currentEntry(state);
  return current !== undefined && flow.questions.get(current.questionId)?.type === 'END';
}
