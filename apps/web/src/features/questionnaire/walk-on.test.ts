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

  it('does not flush when no VALIDATION lies ahead', async () => {
    const flush = vi.fn(async () => true);
    const state = createState(flow, { path: '1;2' });
    const result = await walkOn(flow, state, 'en', { flush, runValidation: async () => true });
    expect(flush).not.toHaveBeenCalled();
    expect(formatFlowPath(result.state.path)).toBe('1;2;3');
  });
});
