import { describe, expect, it } from 'vitest';
import { formatFlowPath } from './flow-path';
import { restart } from './restart';
import { createState } from './state';
import { answer, next } from './testing/drive';
import { linearFlow } from './testing/fixtures';

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
