import { describe, expect, it } from 'vitest';
import { buildFlow } from './build-flow';
import { formatFlowPath } from './flow-path';
import { isComplete, nextQuestion } from './next-question';
import { createState, currentEntry } from './state';
import { branchFlow, edge, linearFlow, loopFlow, option, q } from './testing/fixtures';
import { answer, next } from './testing/drive';

describe('nextQuestion', () => {
  it('starts at START and stops at the first question', () => {
    const flow = linearFlow();
    const state = next(flow, createState(flow));
    expect(formatFlowPath(state.path)).toBe('1;2');
  });

  it.each([
    ['blocks on a missing required answer', {}, 'blocked'],
    ['moves once the required answer is given', { 2: 'Ana' }, 'moved'],
  ] as const)('%s', (_name, answers, status) => {
    const flow = linearFlow();
    let state = next(flow, createState(flow));
    for (const [id, value] of Object.entries(answers)) state = answer(flow, state, Number(id), value);
    expect(nextQuestion(flow, state).status).toBe(status);
  });

  it('returns the required error with its key and message', () => {
    const flow = linearFlow();
    const result = nextQuestion(flow, next(flow, createState(flow)));
    expect(result).toMatchObject({
      status: 'blocked',
      errors: [{ questionId: 2, loopId: 1, key: 'required', message: 'This field is required' }],
    });
  });

  it('stops at a LABEL the first time and skips it once visited', () => {
    const flow = linearFlow();
    let state = answer(flow, next(flow, createState(flow)), 2, 'Ana');
    state = next(flow, state);
    expect(currentEntry(state)).toEqual({ questionId: 3, loopId: 1 });
    state = next(flow, state); // past the label to 4
    expect(currentEntry(state)?.questionId).toBe(4);
    // Back to 2 and forward again: the visited label is skipped.
    state = { ...state, path: state.path.slice(0, 2) };
    state = next(flow, state);
    expect(currentEntry(state)?.questionId).toBe(4);
  });

  it('skips answered questions going forward', () => {
    const flow = linearFlow();
    const state = createState(flow, { answers: [{ questionId: 2, loopId: 1, response: 'Ana' }] });
    expect(formatFlowPath(next(flow, state).path)).toBe('1;2;3');
  });

  it('lets an optional question be passed empty and does not ask it again', () => {
    const flow = linearFlow();
    let state = answer(flow, next(flow, createState(flow)), 2, 'Ana');
    state = next(flow, next(flow, state)); // label, then 4
    state = next(flow, state); // 4 left empty
    expect(isComplete(flow, state)).toBe(true);
    expect(formatFlowPath(state.path)).toBe('1;2;3;4;5');
  });

  it.each([
    ['Yes', 21, '1;2;3'],
    ['No', 22, '1;2;5'],
  ])('follows the %s edge of a radio', (_text, optionId, path) => {
    const flow = branchFlow();
    const state = answer(flow, next(flow, createState(flow)), 2, [{ optionId }]);
    expect(formatFlowPath(next(flow, state).path)).toBe(path);
  });

  it('follows a Yes/No edge matched on a plain response', () => {
    const flow = buildFlow(
      [q(1, 'START'), q(2, 'SELECT'), q(3, 'TEXT'), q(4, 'TEXT'), q(5, 'END')],
      [edge(1, 2), edge(2, 3, 'Yes'), edge(2, 4, 'No'), edge(3, 5), edge(4, 5)],
    );
    const state = answer(flow, next(flow, createState(flow)), 2, 'no');
    expect(currentEntry(next(flow, state))?.questionId).toBe(4);
  });

  it('stops at a TEMPLATE while a required child is unanswered', () => {
    const flow = buildFlow(
      [
        q(1, 'START'),
        q(2, 'TEMPLATE'),
        q(21, 'TEXT', { parent_id: 2, required: true }),
        q(22, 'TEXT', { parent_id: 2 }),
        q(3, 'END'),
      ],
      [edge(1, 2), edge(2, 3)],
    );
    let state = next(flow, createState(flow));
    expect(currentEntry(state)?.questionId).toBe(2);
    expect(nextQuestion(flow, state)).toMatchObject({
      status: 'blocked',
      errors: [{ questionId: 21, key: 'required' }],
    });
    state = answer(flow, state, 21, 'x');
    expect(isComplete(flow, next(flow, state))).toBe(true);
    // Resuming with the required child answered and the template seen: it is skipped.
    const resumed = createState(flow, { answers: [{ questionId: 21, loopId: 1, response: 'x' }] });
    expect(currentEntry(next(flow, { ...resumed, visited: { '2': true } }))?.questionId).toBe(3);
    // A template with an unanswered required child always stops, visited or not.
    expect(currentEntry(next(flow, { ...createState(flow), visited: { '2': true } }))?.questionId).toBe(2);
  });

  it('marks the questionnaire complete at END', () => {
    const flow = branchFlow();
    let state = next(flow, createState(flow));
    expect(isComplete(flow, state)).toBe(false);
    state = next(flow, answer(flow, state, 2, [{ optionId: 22 }]));
    state = next(flow, answer(flow, state, 5, 'a'));
    state = next(flow, answer(flow, state, 6, 'b'));
    expect(isComplete(flow, state)).toBe(true);
    expect(nextQuestion(flow, state)).toMatchObject({ status: 'moved', state });
  });

  describe('VALIDATION', () => {
    const flow = buildFlow(
      [
        q(1, 'START'),
        q(2, 'DATEPICKER', { required: true }),
        q(3, 'VALIDATION', { code: 'dHJ1ZQ==' }),
        q(4, 'TEXT'),
        q(5, 'END'),
      ],
      [edge(1, 2), edge(2, 3), edge(3, 2), edge(3, 4), edge(4, 5)],
    );
    const atDate = answer(flow, next(flow, createState(flow)), 2, '2030-01-01');

    it('jumps back along the edge to a question on the path when the script fails', () => {
      const result = nextQuestion(flow, atDate, { validationPasses: () => false });
      expect(result).toMatchObject({ status: 'moved', failedValidation: { questionId: 3, loopId: 1 } });
      expect(formatFlowPath(result.state.path)).toBe('1;2');
    });

    it('follows the other edge when the script passes', () => {
      expect(formatFlowPath(next(flow, atDate, { validationPasses: () => true }).path)).toBe('1;2;3;4');
    });
  });

  describe('VALIDATION with Yes/No edges (a computed answer)', () => {
    const flow = buildFlow(
      [
        q(1, 'START'),
        q(2, 'DATEPICKER', { required: true }),
        q(3, 'VALIDATION', { code: 'dHJ1ZQ==' }),
        q(4, 'TEXT'),
        q(5, 'TEXT'),
        q(6, 'END'),
      ],
      [edge(1, 2), edge(2, 3), edge(3, 4, 'Yes'), edge(3, 5, 'No'), edge(4, 6), edge(5, 6)],
    );
    const atDate = answer(flow, next(flow, createState(flow)), 2, '2020-01-01');

    it('follows Yes when the script passes, without asking anything', () => {
      expect(formatFlowPath(next(flow, atDate, { validationPasses: () => true }).path)).toBe('1;2;3;4');
    });

    it('follows No when the script fails, and never sends the applicant back', () => {
      const result = nextQuestion(flow, atDate, { validationPasses: () => false });
      expect(result).toMatchObject({ status: 'moved' });
      expect(result.status === 'moved' && result.failedValidation).toBeFalsy();
      expect(formatFlowPath(result.state.path)).toBe('1;2;3;5');
    });
  });

  describe('loops', () => {
    const flow = loopFlow();
    it('repeats the body with loop ids written id_N', () => {
      let state = answer(flow, next(flow, createState(flow)), 2, [{ optionId: 21 }]);
      state = { ...state, loopCounts: { 3: 2 } };
      state = next(flow, state);
      expect(formatFlowPath(state.path)).toBe('1;2;3;4');
      state = next(flow, answer(flow, state, 4, 'Luz'));
      state = next(flow, answer(flow, state, 5, '2015-04-02'));
      expect(formatFlowPath(state.path)).toBe('1;2;3;4;5;4_2');
      state = next(flow, answer(flow, state, 4, 'Sol', 2));
      state = next(flow, answer(flow, state, 5, '2018-09-30', 2));
      expect(formatFlowPath(state.path)).toBe('1;2;3;4;5;4_2;5_2;6');
    });

    it('counts iterations from stored answers', () => {
      const state = createState(flow, {
        answers: [
          { questionId: 21, loopId: 1, response: 'true' },
          { questionId: 4, loopId: 3, response: 'c' },
        ],
      });
      expect(state.loopCounts).toEqual({ 3: 3 });
    });
  });

  describe('engine errors', () => {
    it('reports a missing flow edge', () => {
      const flow = buildFlow([q(1, 'START'), q(2, 'TEXT')], [edge(1, 2)]);
      const state = answer(flow, next(flow, createState(flow)), 2, 'x');
      expect(() => nextQuestion(flow, state)).toThrow('Flow with from ID 2 not found');
    });

    it('reports an edge to a missing question', () => {
      const flow = buildFlow([q(1, 'START')], [edge(1, 8)]);
      expect(() => nextQuestion(flow, createState(flow))).toThrow(
        'Question with ID 8 and loop_id 1 not found',
      );
    });

    it('reports a Yes/No answer no edge matches', () => {
      const flow = buildFlow(
        [q(1, 'START'), q(2, 'RADIO'), option(21, 2, 'Maybe'), q(3, 'END')],
        [edge(1, 2), edge(2, 3, 'Yes')],
      );
      const state = answer(flow, next(flow, createState(flow)), 2, [{ optionId: 21 }]);
      expect(() => nextQuestion(flow, state)).toThrow(expect.objectContaining({ code: 'FLOW_NOT_FOUND' }));
    });

    it('reports a cycle no loop declares', () => {
      const flow = buildFlow(
        [q(1, 'START'), q(2, 'LABEL'), q(3, 'LABEL')],
        [edge(1, 2), edge(2, 3), edge(3, 2)],
      );
      const state = next(flow, next(flow, createState(flow)));
      expect(() => nextQuestion(flow, state)).toThrow(expect.objectContaining({ code: 'FLOW_CYCLE' }));
    });
  });
});
