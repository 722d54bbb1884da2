import { describe, expect, it } from 'vitest';
import { formatFlowPath } from './flow-path';
import { goBack } from './go-back';
import { isComplete } from './next-question';
import { restart } from './restart';
import { createState } from './state';
import { answer, next } from './testing/drive';
import { branchFlow, linearFlow } from './testing/fixtures';

describe('restart', () => {
  const flow = linearFlow();
  const done = next(flow, next(flow, next(flow, answer(flow, next(flow, createState(flow)), 2, 'Ana'))));

  it('resets the path to the start and clears answers', () => {
    const { state, deleted } = restart(flow, done);
    expect(formatFlowPath(state.path)).toBe('1;2');
    expect(state.answers).toEqual({});
    expect(state.visited).toEqual({});
    expect(deleted).toEqual([{ questionId: 2, loopId: 1, response: 'Ana' }]);
  });

  it('can keep the answers so they are reviewed from the first question', () => {
    const { state, deleted } = restart(flow, done, { keepAnswers: true });
    expect(formatFlowPath(state.path)).toBe('1;2');
    expect(state.answers).toEqual(done.answers);
    expect(deleted).toEqual([]);
  });
});

describe('reviewing kept answers', () => {
  const flow = branchFlow();
  let done = next(flow, createState(flow));
  done = next(flow, answer(flow, done, 2, [{ optionId: 21 }]));
  done = next(flow, answer(flow, done, 3, 'Ana'));
  done = next(flow, answer(flow, done, 4, 'Luis'));

  it('shows every answered page again, single choices included, up to the end', () => {
    const { state } = restart(flow, done, { keepAnswers: true });
    expect(formatFlowPath(state.path)).toBe('1;2');
    const third = next(flow, state);
    expect(formatFlowPath(third.path)).toBe('1;2;3');
    const fourth = next(flow, third);
    expect(formatFlowPath(fourth.path)).toBe('1;2;3;4');
    const end = next(flow, fourth);
    expect(isComplete(flow, end)).toBe(true);
    expect(end.review).toBeUndefined();
  });

  it('after Back, still stops at the page left behind', () => {
    const { state } = restart(flow, done, { keepAnswers: true });
    const back = goBack(flow, next(flow, next(flow, state)));
    expect(formatFlowPath(next(flow, back).path)).toBe('1;2;3;4');
  });

  it('goes on from a stored path when the state is rebuilt for a review', () => {
    const rebuilt = createState(flow, { answers: Object.values(done.answers), path: '1;2', review: true });
    expect(formatFlowPath(next(flow, rebuilt).path)).toBe('1;2;3');
  });

  it('a fresh walk past answered questions still skips them', () => {
    const rebuilt = createState(flow, { answers: Object.values(done.answers), path: '1;2' });
    expect(isComplete(flow, next(flow, rebuilt))).toBe(true);
  });
});
