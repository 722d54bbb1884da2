import { answerKey } from './answers';
import type { Flow } from './build-flow';
import { entryKey, parseFlowPath } from './flow-path';
import type { EngineState, PathEntry, StoredAnswer } from './types';
import { WITHOUT_GROUP } from './types';

export interface StateInit {
  readonly answers?: readonly StoredAnswer[];
  /** A stored flow path, as entries or as its ';'-joined text. */
  readonly path?: readonly PathEntry[] | string;
  /** The applicant is reviewing their answers: every page ahead shows again (see `restart`). */
  readonly review?: boolean;
}

/** Builds a state from stored answers and path; loop counts and visited entries are read off them. */
export function createState(flow: Flow, init: StateInit = {}): EngineState {
  const answers: Record<string, StoredAnswer> = {};
  for (const answer of init.answers ?? []) answers[answerKey(answer.questionId, answer.loopId)] = answer;

  const loopByGroup = new Map<string, number>();
  for (const question of flow.questions.values()) {
    if (question.type === 'LOOP' && question.loop_group !== WITHOUT_GROUP)
      loopByGroup.set(question.loop_group, question.question_id);
  }
  const loopCounts: Record<number, number> = {};
  const countFor = (questionId: number, loopId: number): void => {
    const question = flow.questions.get(questionId);
    const loop = question ? loopByGroup.get(question.loop_group) : undefined;
    if (loop !== undefined && loop !== questionId) loopCounts[loop] = Math.max(loopCounts[loop] ?? 1, loopId);
  };
  const path = typeof init.path === 'string' ? parseFlowPath(init.path) : [...(init.path ?? [])];
  for (const answer of init.answers ?? []) countFor(answer.questionId, answer.loopId);
  for (const entry of path) countFor(entry.questionId, entry.loopId);

  // Every stored entry before the current one was passed, so its labels are not shown again.
  const visited: Record<string, true> = {};
  for (const entry of path.slice(0, -1)) visited[entryKey(entry)] = true;
  const review = init.review === true ? { review: true as const } : {};
  return { path, answers, loopCounts, visited, pathChanged: false, ...review };
}

/** The entry the applicant is on: the last one of the path. */
export function currentEntry(state: EngineState): PathEntry | undefined {
  return state.path[state.path.length - 1];
}
