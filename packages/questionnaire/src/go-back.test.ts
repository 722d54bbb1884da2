import { describe, expect, it } from 'vitest';
import { formatFlowPath } from './flow-path';
import { buildFlow } from './build-flow';
import { canGoBack, goBack } from './go-back';
import { createState } from './state';
import { answer, next } from './testing/drive';
import { edge, linearFlow, loopFlow, q } from './testing/fixtures';

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

describe('canGoBack', () => {
  it.each([
    ['1;2', false],
    ['1;2;3', true],
    ['1;2;3;4;5', true],
  ])('on %s is %s', (path, expected) => {
    const flow = linearFlow();
    expect(canGoBack(flow, createState(flow, { path }))).toBe(expected);
  });

  it('is false when only nodes the applicant never sees come before (START, VALIDATION)', () => {
    const flow = buildFlow(
      [q(1, 'START'), q(2, 'VALIDATION'), q(3, 'TEXT'), q(4, 'END')],
      [edge(1, 2), edge(2, 3), edge(3, 4)],
    );
    expect(canGoBack(flow, createState(flow, { path: '1;2;3' }))).toBe(false);
  });

  it('agrees with goBack: true exactly when goBack moves', () => {
    const flow = loopFlow();
    for (const path of ['1;2', '1;2;3;4', '1;2;3;4;5', '1;2;3;4;5;3;4']) {
      const state = createState(flow, { path });
      expect(canGoBack(flow, state)).toBe(goBack(flow, state) !== state);
    }
  });
});
