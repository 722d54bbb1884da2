import { describe, expect, it, vi } from 'vitest';
import { buildFlow, createState, formatFlowPath } from '@camino/questionnaire';
import { walkOn } from './walk-on';
import { EDGES, QUESTIONS, labels } from './test-server';

const flow = buildFlow(QUESTIONS, EDGES, labels('en'));
// On the date of birth, answered: Next meets the VALIDATION that follows it.
const onDate = () =>
  createState(flow, {
    path: '1;2;3;4;6;7',
    answers: [
      { questionId: 31, loopId: 1, response: 'Ana' },
      { questionId: 42, loopId: 1, response: 'true' },
      { questionId: 61, loopId: 1, response: 'true' },
      { questionId: 7, loopId: 1, response: '1990-01-02' },
    ],
  });

describe('walkOn', () => {
  it('runs a VALIDATION met on the way on the server, once the queue is flushed', async () => {
    const order: string[] = [];
    const result = await walkOn(flow, onDate(), 'en', {
      flush: vi.fn(async () => {
        order.push('flush');
        return true;
      }),
      runValidation: vi.fn(async (questionId: number) => {
        order.push(`run ${questionId}`);
        return true;
      }),
    });
    expect(order).toEqual(['flush', 'run 8']);
    expect(result.status).toBe('moved');
    expect(formatFlowPath(result.state.path)).toMatch(/;9$/);
  });

  it('goes back to the question when the script fails', async () => {
    const result = await walkOn(flow, onDate(), 'en', {
      flush: async () => true,
      runValidation: async () => false,
    });
    expect(result.status === 'moved' && result.failedValidation?.questionId).toBe(8);
  });

  it('lets the step pass when the answers cannot reach the server or the script cannot run', async () => {
    const runValidation = vi.fn(async () => false);
    const offline = await walkOn(flow, onDate(), 'en', { flush: async () => false, runValidation });
    expect(runValidation).not.toHaveBeenCalled();
    expect(formatFlowPath(offline.state.path)).toMatch(/;9$/);
    const unreachable = await walkOn(flow, onDate(), 'en', {
      flush: async () => true,
      runValidation: () => Promise.reject(new Error('network')),
    });
    expect(formatFlowPath(unreachable.state.path)).toMatch(/;9$/);
  });

  it('runs each computed answer on the way actually taken, when one leads to another', async () => {
    // START → 10 (RADIO) → 20 (VALIDATION) → Yes 30 / No 40 (VALIDATION) → Yes 50 / No END.
    const chain = buildFlow(
      [
        { ...QUESTIONS[0]!, question_id: 1, type: 'START' },
        { ...QUESTIONS[0]!, question_id: 10, type: 'RADIO' },
        { ...QUESTIONS[0]!, question_id: 20, type: 'VALIDATION' },
        { ...QUESTIONS[0]!, question_id: 30, type: 'TEXT' },
        { ...QUESTIONS[0]!, question_id: 40, type: 'VALIDATION' },
        { ...QUESTIONS[0]!, question_id: 50, type: 'TEXT' },
        { ...QUESTIONS[0]!, question_id: 99, type: 'END' },
      ],
      [
        { from: 1, to: 10, text: null, loop: false },
        { from: 10, to: 20, text: null, loop: false },
        { from: 20, to: 30, text: 'Yes', loop: false },
        { from: 20, to: 40, text: 'No', loop: false },
        { from: 40, to: 50, text: 'Yes', loop: false },
        { from: 40, to: 99, text: 'No', loop: false },
      ],
    );
    const runValidation = vi.fn(async () => false);
    const result = await walkOn(chain, createState(chain, { path: '1;10' }), 'en', {
      flush: async () => true,
      runValidation,
    });
    expect(runValidation.mock.calls).toEqual([[20], [40]]);
    expect(formatFlowPath(result.state.path)).toBe('1;10;20;40;99');
  });

  it('does not flush when no VALIDATION lies ahead', async () => {
    const flush = vi.fn(async () => true);
    const state = createState(flow, { path: '1;2' });
    const result = await walkOn(flow, state, 'en', { flush, runValidation: async () => true });
    expect(flush).not.toHaveBeenCalled();
    expect(formatFlowPath(result.state.path)).toBe('1;2;3');
  });
});
