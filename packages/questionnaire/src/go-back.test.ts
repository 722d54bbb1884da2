import { describe, expect, it } from 'vitest';
import { formatFlowPath } from './flow-path';
import { goBack } from './go-back';
import { createState } from './state';
import { answer, next } from './testing/drive';
import { linearFlow, loopFlow } from './testing/fixtures';

describe('goBack', () => {
  it.each([
    ['1;2;3;4', '1;2;3'],
    ['1;2;3', '1;2'],
    ['1;2', '1;2'], // the first question has nothing shown before it
    ['1;2;3;4;5', '1;2;3;4'],
  ])('from %s steps back to %s', (path, expected) => {
    const flow = linearFlow();
    expect(formatFlowPath(goBack(flow, createState(flow, { path })).path)).toBe(expected);
  });

  it('skips nodes the applicant never sees (LOOP, START)', () => {
    const flow = loopFlow();
    expect(formatFlowPath(goBack(flow, createState(flow, { path: '1;2;3;4' })).path)).toBe('1;2');
  });

  it('keeps the answers', () => {
    const flow = linearFlow();
    const state = next(flow, answer(flow, next(flow, createState(flow)), 2, 'Ana'));
    expect(goBack(flow, state).answers).toEqual(state.answers);
  });
});
