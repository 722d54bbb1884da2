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

describe('a field that applies only after an answer on its page', () => {
  const base = {
    parent_id: 3,
    loop_id: 1,
    loop_group: 'WITHOUT_GROUP',
    group: 1,
    length: null,
    code: null,
  } as const;
  const conditional = buildFlow(
    [
      { ...base, question_id: 1, type: 'START', parent_id: null, order: 0, required: false, properties: {} },
      {
        ...base,
        question_id: 3,
        type: 'TEMPLATE',
        parent_id: null,
        order: 1,
        required: false,
        properties: {},
      },
      { ...base, question_id: 4, type: 'RADIO', order: 1, required: true, properties: {} },
      { ...base, question_id: 41, type: 'OPTION', parent_id: 4, order: 1, required: false, properties: {} },
      { ...base, question_id: 42, type: 'OPTION', parent_id: 4, order: 2, required: false, properties: {} },
      {
        ...base,
        question_id: 5,
        type: 'TEXT',
        order: 2,
        required: true,
        properties: { when: { q: [4], o: [41] } },
      },
      { ...base, question_id: 9, type: 'END', parent_id: null, order: 9, required: false, properties: {} },
    ],
    [
      { from: 1, to: 3, text: null, loop: false },
      { from: 3, to: 9, text: null, loop: false },
    ],
  );
  const page = (drafts: Record<string, unknown>, answers: { questionId: number; response: string }[] = []) =>
    applyPage(
      conditional,
      createState(conditional, { path: '1;3', answers: answers.map((a) => ({ ...a, loopId: 1 })) }),
      {
        drafts: drafts as never,
        prefills: new Map(),
        lang: 'en',
        t,
      },
    );

  it('is neither required nor saved while the answer it depends on says it does not apply', () => {
    const applied = page({ [answerKey(4, 1)]: [{ optionId: 42 }], [answerKey(5, 1)]: 'typed before' });
    expect(applied.problems).toEqual({});
    expect(getAnswer(applied.state, 5, 1)).toBeUndefined();
  });

  it('is required once the answer makes it apply', () => {
    const applied = page({ [answerKey(4, 1)]: [{ optionId: 41 }] });
    expect(Object.keys(applied.problems)).toEqual([answerKey(5, 1)]);
  });

  it('loses its stored answer when the answer changes so it no longer applies', () => {
    const applied = page({ [answerKey(4, 1)]: [{ optionId: 42 }] }, [
      { questionId: 41, response: 'true' },
      { questionId: 5, response: 'kept?' },
    ]);
    expect(applied.deleted).toContainEqual({ questionId: 5, loopId: 1, response: 'kept?' });
    expect(getAnswer(applied.state, 5, 1)).toBeUndefined();
  });
});
