import { answerKey } from './answers';
import type { Flow } from './build-flow';
import { questionNotFound } from './engine-error';
import { entryKey, parseEntry } from './flow-path';
import type { EngineState, Question, StoredAnswer } from './types';
import type { WalkOptions } from './walk';
import { loopCount, walkForward } from './walk';

export interface LoopChange {
  readonly state: EngineState;
  readonly saved: readonly StoredAnswer[];
  readonly deleted: readonly StoredAnswer[];
}

function requireLoop(flow: Flow, loopQuestionId: number): Question {
  const loop = flow.questions.get(loopQuestionId);
  if (!loop || loop.type !== 'LOOP') throw questionNotFound(loopQuestionId, 1);
  return loop;
}

/** Ids of the questions a LOOP repeats: its loop group and everything nested under them. */
function bodyIds(flow: Flow, loop: Question): Set<number> {
  const ids = new Set<number>();
  const add = (question: Question): void => {
    ids.add(question.question_id);
    for (const child of flow.children.get(question.question_id) ?? []) add(child);
  };
  for (const question of flow.questions.values()) {
    if (question.question_id !== loop.question_id && question.loop_group === loop.loop_group) add(question);
  }
  return ids;
}

// When the applicant is past the loop, the walk restarts at it so the new iteration count takes effect.
function rewalkFromLoop(flow: Flow, state: EngineState, loop: Question, options: WalkOptions): EngineState {
  const index = state.path.findIndex((entry) => entry.questionId === loop.question_id);
  if (index < 0) return state;
  const truncated = { ...state, path: state.path.slice(0, index + 1) };
  return { ...truncated, path: walkForward(flow, truncated, options).path };
}

/** Adds an iteration to a LOOP; the walk then stops at the new iteration's first question. */
export function addLoopIteration(
  flow: Flow,
  state: EngineState,
  loopQuestionId: number,
  options: WalkOptions = {},
): EngineState {
  const loop = requireLoop(flow, loopQuestionId);
  // "Add another" is pressed on the body's last page: that page counts as passed. A TEMPLATE page
  // stops the walk until visited, so otherwise the walk would stay in the iteration just answered.
  const current = state.path[state.path.length - 1];
  const counted = {
    ...state,
    visited: current === undefined ? state.visited : { ...state.visited, [entryKey(current)]: true as const },
    loopCounts: { ...state.loopCounts, [loop.question_id]: loopCount(state, loop.question_id) + 1 },
  };
  return rewalkFromLoop(flow, counted, loop, options);
}

/**
 * Removes one iteration of a LOOP: its answers are deleted and later iterations move down one
 * (their answers are deleted under the old loop id and saved under the new). One iteration always stays.
 */
export function removeLoopIteration(
  flow: Flow,
  state: EngineState,
  loopQuestionId: number,
  loopId: number,
  options: WalkOptions = {},
): LoopChange {
  const loop = requireLoop(flow, loopQuestionId);
  const count = loopCount(state, loop.question_id);
  if (loopId < 1 || loopId > count) return { state, saved: [], deleted: [] };
  const body = bodyIds(flow, loop);

  const answers: Record<string, StoredAnswer> = {};
  const saved: StoredAnswer[] = [];
  const deleted: StoredAnswer[] = [];
  for (const answer of Object.values(state.answers)) {
    if (!body.has(answer.questionId) || answer.loopId < loopId) {
      answers[answerKey(answer.questionId, answer.loopId)] = answer;
      continue;
    }
    deleted.push(answer);
    if (answer.loopId === loopId) continue;
    const moved = { ...answer, loopId: answer.loopId - 1 };
    saved.push(moved);
    answers[answerKey(moved.questionId, moved.loopId)] = moved;
  }

  const visited: Record<string, true> = {};
  for (const key of Object.keys(state.visited)) {
    const entry = parseEntry(key);
    if (!entry || !body.has(entry.questionId) || entry.loopId < loopId) visited[key] = true;
    else if (entry.loopId > loopId) visited[entryKey({ ...entry, loopId: entry.loopId - 1 })] = true;
  }

  const next: EngineState = {
    ...state,
    answers,
    visited,
    loopCounts: { ...state.loopCounts, [loop.question_id]: Math.max(1, count - 1) },
  };
  return { state: rewalkFromLoop(flow, next, loop, options), saved, deleted };
}
