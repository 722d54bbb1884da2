import { describe, expect, it } from 'vitest';
import { answerKey, buildFlow, createState, getAnswer } from '@camino/questionnaire';
import { answerOrPrefill, applyPage, type Prefills } from './page-answers';
import type { Prefill } from './prefill';
import { EDGES, QUESTIONS, labels } from './test-server';

const flow = buildFlow(QUESTIONS, EDGES, labels('en'));
const t = (key: string) => `[${key}]`;
const namePage = () => createState(flow, { path: '1;2;3' });
const prefills = (...items: Prefill[]): Prefills =>
  new Map(items.map((item) => [answerKey(item.questionId, item.loopId), item]));
const givenName = flow.questions.get(31)!;

describe('answerOrPrefill', () => {
  it('is the prefilled value while the question is unanswered', () => {
    const known = prefills({ questionId: 31, loopId: 1, value: 'Ana', source: 'passport' });
    expect(answerOrPrefill(flow, namePage(), known, givenName, 1)).toBe('Ana');
  });

  it('is the stored answer once there is one', () => {
    const state = createState(flow, {
      path: '1;2;3',
      answers: [{ questionId: 31, loopId: 1, response: 'Eva' }],
    });
    const known = prefills({ questionId: 31, loopId: 1, value: 'Ana', source: 'passport' });
    expect(answerOrPrefill(flow, state, known, givenName, 1)).toBe('Eva');
  });
});

describe('applyPage', () => {
  it("stores the page's drafts and says which ones the engine took", () => {
    const applied = applyPage(flow, namePage(), {
      drafts: { [answerKey(31, 1)]: 'Ana' },
      prefills: new Map(),
      lang: 'en',
      t,
    });
    expect(applied.problems).toEqual({});
    expect(getAnswer(applied.state, 31, 1)?.response).toBe('Ana');
    expect(applied.saved).toContainEqual({ questionId: 31, loopId: 1, response: 'Ana' });
    expect(applied.committed).toEqual([answerKey(31, 1), answerKey(32, 1)]);
  });

  it('keeps the valid answers of a page and reports the invalid ones', () => {
    const applied = applyPage(flow, namePage(), {
      drafts: { [answerKey(32, 1)]: 'ana@example.org' },
      prefills: new Map(),
      lang: 'en',
      t,
    });
    expect(Object.keys(applied.problems)).toEqual([answerKey(31, 1)]);
    expect(applied.committed).toEqual([answerKey(32, 1)]);
    expect(getAnswer(applied.state, 32, 1)?.response).toBe('ana@example.org');
  });

  it('saves a prefilled value the applicant left as it was', () => {
    const applied = applyPage(flow, namePage(), {
      drafts: {},
      prefills: prefills({ questionId: 31, loopId: 1, value: 'Ana', source: 'passport' }),
      lang: 'en',
      t,
    });
    expect(applied.problems).toEqual({});
    expect(getAnswer(applied.state, 31, 1)?.response).toBe('Ana');
  });
});
