import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { buildFlow } from './build-flow';
import { formatFlowPath } from './flow-path';
import { goBack } from './go-back';
import { nextQuestion } from './next-question';
import { createState } from './state';
import { answer, next } from './testing/drive';
import { edge, option, q } from './testing/fixtures';

/**
 * START 1 → RADIO 2 "Are you still married?" (21 divorced, 22 married) → TEMPLATE 3 "If the marriage
 * ended" (31 date, required, and 32 text, both only after 21) → TEMPLATE 4 (41 RADIO yes 411 / no 412,
 * 42 text required only after 411) → END 9.
 */
function marriageFlow() {
  const ended = { when: { q: [2], o: [21] } };
  return buildFlow(
    [
      q(1, 'START'),
      q(2, 'RADIO', { required: true }),
      option(21, 2),
      option(22, 2),
      q(3, 'TEMPLATE'),
      q(31, 'DATEPICKER', { parent_id: 3, required: true, properties: ended }),
      q(32, 'TEXT', { parent_id: 3, properties: ended }),
      q(4, 'TEMPLATE'),
      q(41, 'RADIO', { parent_id: 4, required: true }),
      option(411, 41),
      option(412, 41),
      q(42, 'TEXT', { parent_id: 4, required: true, properties: { when: { q: [41], o: [411] } } }),
      q(9, 'END'),
    ],
    [edge(1, 2), edge(2, 3), edge(3, 4), edge(4, 9)],
  );
}

describe('fields that apply only after an answer', () => {
  const flow = marriageFlow();
  const start = next(flow, createState(flow));

  it('passes by a page none of whose fields applies', () => {
    const married = next(flow, answer(flow, start, 2, [{ optionId: 22 }]));
    expect(formatFlowPath(married.path)).toBe('1;2;3;4');
    expect(formatFlowPath(goBack(flow, married).path)).toBe('1;2');
  });

  it('shows the page after the answer it depends on, and requires what applies', () => {
    const ended = next(flow, answer(flow, start, 2, [{ optionId: 21 }]));
    expect(formatFlowPath(ended.path)).toBe('1;2;3');
    const blocked = nextQuestion(flow, ended);
    expect(blocked.status).toBe('blocked');
  });

  it('requires a field of the same page only when its answer applies', () => {
    let state = next(flow, answer(flow, start, 2, [{ optionId: 22 }]));
    state = answer(flow, state, 41, [{ optionId: 412 }]);
    expect(nextQuestion(flow, state).status).toBe('moved');
    state = answer(flow, state, 41, [{ optionId: 411 }]);
    expect(nextQuestion(flow, state).status).toBe('blocked');
  });

  it('deletes the answers an answer puts out of scope', () => {
    let state = next(flow, answer(flow, start, 2, [{ optionId: 21 }]));
    state = next(flow, answer(flow, answer(flow, state, 31, '2024-01-05'), 32, 'Texas'));
    const changed = answerQuestion(flow, state, { questionId: 2, value: [{ optionId: 22 }] });
    if (!changed.ok) throw new Error('refused');
    expect(changed.deleted).toEqual(
      expect.arrayContaining([
        { questionId: 21, loopId: 1, response: 'true' },
        { questionId: 31, loopId: 1, response: '2024-01-05' },
        { questionId: 32, loopId: 1, response: 'Texas' },
      ]),
    );
    expect(Object.keys(changed.state.answers)).toEqual(['22']);
  });
});
