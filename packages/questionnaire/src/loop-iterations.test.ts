import { describe, expect, it } from 'vitest';
import { buildFlow } from './build-flow';
import { formatFlowPath } from './flow-path';
import { addLoopIteration, removeLoopIteration } from './loop-iterations';
import { createState } from './state';
import { answer, next } from './testing/drive';
import { edge, loopFlow, q } from './testing/fixtures';

describe('loop iterations', () => {
  const flow = loopFlow();
  let firstDone = answer(flow, next(flow, createState(flow)), 2, [{ optionId: 21 }]);
  firstDone = next(flow, firstDone);
  firstDone = next(flow, answer(flow, firstDone, 4, 'Luz'));
  firstDone = next(flow, answer(flow, firstDone, 5, '2015-04-02'));

  it('one iteration leaves the loop after its body', () => {
    expect(formatFlowPath(firstDone.path)).toBe('1;2;3;4;5;6');
  });

  it('adding an iteration walks into it', () => {
    const state = addLoopIteration(flow, firstDone, 3);
    expect(state.loopCounts).toEqual({ 3: 2 });
    expect(formatFlowPath(state.path)).toBe('1;2;3;4;5;4_2');
  });

  it('adding an iteration from the page of a body not yet left walks into the new iteration', () => {
    // START 1 → LOOP 3 → TEMPLATE 4 (TEXT 41) ⟲ 3 → END 7: "add another" is pressed on page 4 itself.
    const kids = { loop_group: 'kids' };
    const pages = buildFlow(
      [
        q(1, 'START'),
        q(3, 'LOOP', kids),
        q(4, 'TEMPLATE', kids),
        q(41, 'TEXT', { ...kids, parent_id: 4, required: true }),
        q(7, 'END'),
      ],
      [edge(1, 3), edge(3, 4), edge(4, 3, null, true), edge(3, 7)],
    );
    const onBody = answer(pages, next(pages, createState(pages)), 41, 'Luz');
    expect(formatFlowPath(onBody.path)).toBe('1;3;4');
    const state = addLoopIteration(pages, onBody, 3);
    expect(state.loopCounts).toEqual({ 3: 2 });
    expect(formatFlowPath(state.path)).toBe('1;3;4;4_2');
  });

  it('removing an iteration deletes its answers and moves later ones down', () => {
    let state = addLoopIteration(flow, firstDone, 3);
    state = next(flow, answer(flow, state, 4, 'Sol', 2));
    state = next(flow, answer(flow, state, 5, '2018-09-30', 2));
    const change = removeLoopIteration(flow, state, 3, 1);
    expect(change.deleted.map((a) => `${a.questionId}_${a.loopId}`).sort()).toEqual([
      '4_1',
      '4_2',
      '5_1',
      '5_2',
    ]);
    expect(change.saved).toEqual([
      { questionId: 4, loopId: 1, response: 'Sol' },
      { questionId: 5, loopId: 1, response: '2018-09-30' },
    ]);
    expect(change.state.loopCounts).toEqual({ 3: 1 });
    expect(formatFlowPath(change.state.path)).toBe('1;2;3;4;5;6');
  });

  it('ignores an iteration that does not exist', () => {
    expect(removeLoopIteration(flow, firstDone, 3, 5)).toEqual({ state: firstDone, saved: [], deleted: [] });
  });

  it('throws for a question that is not a LOOP', () => {
    expect(() => addLoopIteration(flow, firstDone, 4)).toThrow('Question with ID 4 and loop_id 1 not found');
  });
});
