import type { Flow } from './build-flow';
import { isDisplayableType } from './question-kinds';
import type { EngineState, StoredAnswer } from './types';
import type { WalkOptions } from './walk';
import { stepFrom } from './walk';

export interface RestartOptions extends WalkOptions {
  /** Keep the answers so the applicant reviews them from the first question (editing after the end). */
  readonly keepAnswers?: boolean;
}

export interface RestartResult {
  readonly state: EngineState;
  /** Answers the server must delete (all of them unless kept). */
  readonly deleted: readonly StoredAnswer[];
}

/**
 * Resets to the start: the path holds START up to the first question shown, nothing is visited.
 * Keeping the answers starts a review: every page is shown again until END, the answered ones too.
 */
export function restart(flow: Flow, state: EngineState, options: RestartOptions = {}): RestartResult {
  const keep = options.keepAnswers === true;
  const fresh: EngineState = {
    path: [],
    answers: keep ? state.answers : {},
    loopCounts: keep ? state.loopCounts : {},
    visited: {},
    pathChanged: false,
    // Kept answers are reviewed: each page shows again, answered or not, until END.
    ...(keep ? { review: true as const } : {}),
  };
  // Walk to the first page even if it is answered: restarting always shows the beginning.
  const path = [{ questionId: flow.start.question_id, loopId: 1 }];
  const onPath = new Set<string>();
  for (;;) {
    const last = path[path.length - 1]!;
    const question = flow.questions.get(last.questionId);
    if (!question || question.type === 'END' || isDisplayableType(question.type)) break;
    const step = stepFrom(flow, fresh, last, onPath, options);
    if (step.kind !== 'entry') break;
    path.push(step.entry);
  }
  return { state: { ...fresh, path }, deleted: keep ? [] : Object.values(state.answers) };
}
