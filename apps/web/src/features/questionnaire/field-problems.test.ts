import { describe, expect, it, vi } from 'vitest';
import { answerKey, defaultMessage } from '@camino/questionnaire';
import { problemFor, problemsFor, serverProblemsFor, withoutProblem, type Translate } from './field-problems';

const t: Translate = (key, options) => `[${key}${options?.max ? ` ${String(options.max)}` : ''}]`;

describe('problemFor', () => {
  it("replaces the engine's default text with the catalog's", () => {
    expect(problemFor({ key: 'required', message: defaultMessage('required', 'en') }, 'en', t)).toEqual({
      message: '[validation.required]',
      onOtherText: false,
      key: 'required',
    });
  });

  it("keeps a label's own error text", () => {
    expect(problemFor({ key: 'required', message: 'Tell us your name' }, 'en', t).message).toBe(
      'Tell us your name',
    );
  });

  it('passes the number of a length rule to the catalog', () => {
    const message = defaultMessage('tooLong', 'es', { max: 20 });
    expect(problemFor({ key: 'tooLong', message }, 'es', t).message).toBe('[validation.tooLong 20]');
  });

  it("falls back to the server's text for a key the catalog does not know", () => {
    const translate = vi.fn<Translate>((_key, options) => String(options?.defaultValue ?? ''));
    expect(problemFor({ key: 'somethingElse', message: 'Server says no' }, 'en', translate).message).toBe(
      'Server says no',
    );
  });

  it('points at the text box of an "other" option', () => {
    const message = defaultMessage('otherTextRequired', 'en');
    expect(problemFor({ key: 'otherTextRequired', message }, 'en', t).onOtherText).toBe(true);
  });
});

describe('problemsFor', () => {
  it('keys each error by its question and loop', () => {
    const found = problemsFor(
      [{ questionId: 51, loopId: 2, key: 'required', message: defaultMessage('required', 'en') }],
      'en',
      t,
    );
    expect(Object.keys(found)).toEqual([answerKey(51, 2)]);
  });
});

describe('serverProblemsFor', () => {
  it("reads the problem's questionErrors", () => {
    const found = serverProblemsFor(
      { questionErrors: [{ question_id: 31, loop_id: 1, key: 'invalidFormat', message: 'Invalid format' }] },
      'en',
      t,
    );
    expect(found).toEqual({
      [answerKey(31, 1)]: { message: '[validation.invalidFormat]', onOtherText: false, key: 'invalidFormat' },
    });
  });

  it('is null when the refusal names no field', () => {
    expect(serverProblemsFor({ title: 'Bad request' }, 'en', t)).toBeNull();
    expect(serverProblemsFor(null, 'en', t)).toBeNull();
  });
});

describe('withoutProblem', () => {
  it("drops a field's problem and leaves the others", () => {
    expect(withoutProblem({ a: { message: 'A' }, b: { message: 'B' } }, 'a')).toEqual({
      b: { message: 'B' },
    });
  });

  it('returns the same object when the field had none', () => {
    const problems = { a: { message: 'A' } };
    expect(withoutProblem(problems, 'b')).toBe(problems);
  });
});
