import { describe, expect, it } from 'vitest';
import { buildFlow, createState } from '@camino/questionnaire';
import { loopOf, pageFields, pageKey } from './page-fields';
import { EDGES, QUESTIONS, labels } from './test-server';

const flow = buildFlow(QUESTIONS, EDGES, labels('en'));
const question = (id: number) => flow.questions.get(id)!;
const ids = (fields: ReturnType<typeof pageFields>) =>
  fields.map((field) => [field.question.question_id, field.loopId]);

describe('pageFields', () => {
  it('lists every input of a TEMPLATE, in the loop of its entry', () => {
    expect(ids(pageFields(flow, { questionId: 3, loopId: 2 }))).toEqual([
      [31, 2],
      [32, 2],
    ]);
  });

  it('is the question itself for an input', () => {
    expect(ids(pageFields(flow, { questionId: 4, loopId: 1 }))).toEqual([[4, 1]]);
  });

  it('is empty for a page without inputs, an unknown question or no entry', () => {
    expect(pageFields(flow, { questionId: 2, loopId: 1 })).toEqual([]);
    expect(pageFields(flow, { questionId: 404, loopId: 1 })).toEqual([]);
    expect(pageFields(flow, undefined)).toEqual([]);
  });
});

describe('loopOf', () => {
  it('finds the LOOP of a question in a loop body', () => {
    expect(loopOf(flow, question(51))?.question_id).toBe(5);
  });

  it('is undefined outside loops and for the LOOP itself', () => {
    expect(loopOf(flow, question(31))).toBeUndefined();
    expect(loopOf(flow, question(5))).toBeUndefined();
  });
});

describe('pageKey', () => {
  it('names the current entry only', () => {
    expect(pageKey(createState(flow, { path: '1;2;3' }))).toBe('3');
    expect(pageKey(null)).toBe('');
  });
});
