import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { buildFlow } from './build-flow';
import { formatFlowPath } from './flow-path';
import { createState, currentEntry } from './state';
import { answer, next } from './testing/drive';
import { branchFlow, edge, loopFlow, option, q } from './testing/fixtures';

describe('answerQuestion', () => {
  const choices = buildFlow(
    [
      q(1, 'START'),
      q(2, 'CHECKBOX', { required: true }),
      option(21, 2),
      option(22, 2),
      option(23, 2, undefined, { otTx: true }),
      q(3, 'END'),
    ],
    [edge(1, 2), edge(2, 3)],
  );

  it('saves one answer per chosen option, "true" or the other text', () => {
    const result = answerQuestion(choices, createState(choices), {
      questionId: 2,
      value: [{ optionId: 21 }, { optionId: 23, text: 'Quechua' }],
    });
    expect(result).toMatchObject({
      ok: true,
      saved: [
        { questionId: 21, loopId: 1, response: 'true' },
        { questionId: 23, loopId: 1, response: 'Quechua' },
      ],
      deleted: [],
    });
  });

  it('deletes options no longer chosen', () => {
    const state = answer(choices, createState(choices), 2, [{ optionId: 21 }, { optionId: 22 }]);
    const result = answerQuestion(choices, state, { questionId: 2, value: [{ optionId: 22 }] });
    expect(result).toMatchObject({
      ok: true,
      saved: [],
      deleted: [{ questionId: 21, loopId: 1, response: 'true' }],
    });
  });

  it('refuses an invalid answer without touching the state', () => {
    expect(
      answerQuestion(choices, createState(choices), { questionId: 2, value: [{ optionId: 23 }] }),
    ).toEqual({
      ok: false,
      errors: [
        {
          questionId: 2,
          loopId: 1,
          key: 'otherTextRequired',
          message: 'Type your answer for the "Other" option',
        },
      ],
    });
  });

  it('throws for a question that does not exist', () => {
    expect(() =>
      answerQuestion(choices, createState(choices), { questionId: 99, loopId: 2, value: 'x' }),
    ).toThrow('Question with ID 99 and loop_id 2 not found');
  });

  describe('changing a branch', () => {
    const flow = branchFlow();
    // Yes branch answered to the end: path 1;2;3;4;9.
    let yes = answer(flow, next(flow, createState(flow)), 2, [{ optionId: 21 }]);
    yes = next(flow, answer(flow, next(flow, yes), 3, 'a'));
    yes = next(flow, answer(flow, yes, 4, 'b'));

    it('deletes the old tail and marks the path changed', () => {
      const atRadio = { ...yes, path: yes.path.slice(0, 2) };
      const result = answerQuestion(flow, atRadio, { questionId: 2, value: [{ optionId: 22 }] });
      if (!result.ok) throw new Error('refused');
      expect(result.deleted).toEqual([
        { questionId: 21, loopId: 1, response: 'true' },
        { questionId: 3, loopId: 1, response: 'a' },
        { questionId: 4, loopId: 1, response: 'b' },
      ]);
      expect(result.saved).toEqual([{ questionId: 22, loopId: 1, response: 'true' }]);
      expect(result.state.pathChanged).toBe(true);
      expect(Object.keys(result.state.answers)).toEqual(['22']);
      expect(formatFlowPath(next(flow, result.state).path)).toBe('1;2;5');
    });

    it('truncates the path to the changed question when it is answered from further on', () => {
      const result = answerQuestion(flow, yes, { questionId: 2, value: [{ optionId: 22 }] });
      expect(result.ok && formatFlowPath(result.state.path)).toBe('1;2');
    });

    it('keeps the tail when the same option is chosen again', () => {
      const result = answerQuestion(flow, yes, { questionId: 2, value: [{ optionId: 21 }] });
      expect(result).toEqual({ ok: true, state: yes, saved: [], deleted: [] });
    });

    it('does not mark the path changed on a first answer', () => {
      const first = answerQuestion(flow, next(flow, createState(flow)), {
        questionId: 2,
        value: [{ optionId: 21 }],
      });
      expect(first.ok && first.state.pathChanged).toBe(false);
    });
  });

  describe('an answer leading to a LOOP', () => {
    const flow = loopFlow();
    let state = answer(flow, next(flow, createState(flow)), 2, [{ optionId: 21 }]);
    state = { ...state, loopCounts: { 3: 2 } };
    state = next(flow, state);
    state = next(flow, answer(flow, state, 4, 'Luz'));
    state = next(flow, answer(flow, state, 5, '2015-04-02'));
    state = next(flow, answer(flow, state, 4, 'Sol', 2));
    state = next(flow, answer(flow, state, 5, '2018-09-30', 2));
    state = answer(flow, state, 6, 'ana@example.org');
    expect(currentEntry(state)?.questionId).toBe(6);

    it('deletes the stored loop answers and the loop tail, and resets the iterations', () => {
      // No then Yes again: the second change leads to the LOOP and starts it afresh.
      const no = answerQuestion(flow, state, { questionId: 2, value: [{ optionId: 22 }] });
      if (!no.ok) throw new Error('refused');
      expect(no.deleted.map((a) => `${a.questionId}_${a.loopId}`).sort()).toEqual(
        ['21_1', '4_1', '4_2', '5_1', '5_2', '6_1'].sort(),
      );
      expect(no.state.loopCounts).toEqual({});
    });

    it('deletes the loop tail even when the following question stays the LOOP', () => {
      const withTrueAgain = answerQuestion(flow, state, { questionId: 2, value: [] });
      expect(withTrueAgain.ok).toBe(false); // required radio
      const cleared = {
        ...state,
        answers: { ...state.answers, '21': { questionId: 21, loopId: 1, response: 'yes' } },
      };
      const result = answerQuestion(flow, cleared, { questionId: 2, value: [{ optionId: 21 }] });
      if (!result.ok) throw new Error('refused');
      expect(result.state.pathChanged).toBe(true);
      expect(Object.keys(result.state.answers)).toEqual(['21']);
    });
  });
});
