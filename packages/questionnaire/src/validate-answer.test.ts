import { describe, expect, it } from 'vitest';
import { buildFlow } from './build-flow';
import { createState } from './state';
import { edge, label, option, q } from './testing/fixtures';
import type { Question } from './types';
import type { AnswerValue } from './validate-answer';
import { validateAnswer } from './validate-answer';
import { validateEntry } from './validate-entry';

const questions: Question[] = [
  q(1, 'START'),
  q(10, 'TEXT', { required: true }),
  q(11, 'TEXT', { length: 5 }),
  q(12, 'TEXT', { properties: { rx: '^[0-9]{8,9}$' } }),
  q(13, 'EMAIL'),
  q(14, 'NUMBER'),
  q(15, 'PHONE'),
  q(16, 'DATEPICKER'),
  q(17, 'TEXT', { properties: { uscis: true } }),
  q(18, 'RADIO', { required: true }),
  option(181, 18),
  option(182, 18, undefined, { otTx: true }),
  q(19, 'CHECKBOX', { required: true, properties: { uscis: true } }),
  option(191, 19),
  option(192, 19, undefined, { otTx: true }),
  q(20, 'TEXT', { required: true }),
  q(21, 'TEXT', { properties: { rx: '([' } }),
  q(22, 'DATEPICKER', { properties: { precision: 'month' } }),
  q(99, 'END'),
];
const flow = buildFlow(
  questions,
  [edge(1, 99)],
  [label(20, 'en', 'Alien number', 'Use 8 or 9 digits'), label(20, 'es', 'Número A', 'Use 8 o 9 dígitos')],
);

const key = (id: number, value: AnswerValue, lang = 'en'): string | undefined =>
  validateAnswer(flow, flow.questions.get(id)!, 1, value, { lang })[0]?.key;

describe('validateAnswer', () => {
  it.each<[string, number, AnswerValue, string | undefined]>([
    ['required text given', 10, 'Ana', undefined],
    ['required text missing', 10, '  ', 'required'],
    ['optional text missing', 11, '', undefined],
    ['length within', 11, 'abcde', undefined],
    ['length over', 11, 'abcdef', 'tooLong'],
    ['pattern met', 12, '12345678', undefined],
    ['pattern broken', 12, '1234', 'invalidFormat'],
    ['email ok', 13, 'ana@example.org', undefined],
    ['email bad', 13, 'ana@', 'invalidEmail'],
    ['number ok', 14, '-3.5', undefined],
    ['number bad', 14, '3,5', 'invalidFormat'],
    ['phone ok', 15, '+1 (305) 555-0100', undefined],
    ['phone bad', 15, 'call me', 'invalidFormat'],
    ['date ok', 16, '2016-02-29', undefined],
    ['date impossible', 16, '2015-02-29', 'dateDoesNotExist'],
    ['date 31 February', 16, '2020-02-31', 'dateDoesNotExist'],
    ['date shape', 16, '02/03/2015', 'invalidFormat'],
    ['month and year, no day asked', 22, '2015-02', undefined],
    ['month and year, month 13', 22, '2015-13', 'invalidFormat'],
    ['month and year, a day is not asked', 22, '2015-02-31', 'invalidFormat'],
    ['uscis plain', 17, "O'Brien-Smith, Jr.", undefined],
    ['uscis accent', 17, 'José', 'uscisCharacters'],
    ['uscis eñe', 17, 'Peña', 'uscisCharacters'],
    ['uscis symbol', 17, 'a€b', 'uscisCharacters'],
    ['radio none chosen', 18, [], 'required'],
    ['radio one chosen', 18, [{ optionId: 181 }], undefined],
    ['radio two chosen', 18, [{ optionId: 181 }, { optionId: 182, text: 'x' }], 'invalidFormat'],
    ['radio unknown option', 18, [{ optionId: 999 }], 'invalidFormat'],
    ['radio other without text', 18, [{ optionId: 182 }], 'otherTextRequired'],
    ['radio other with text', 18, [{ optionId: 182, text: 'Otra' }], undefined],
    ['checkbox none chosen', 19, [], 'required'],
    ['checkbox several', 19, [{ optionId: 191 }, { optionId: 192, text: 'Mam' }], undefined],
    [
      'checkbox other text on a uscis field',
      19,
      [{ optionId: 192, text: 'Mixteco bajo ñ' }],
      'uscisCharacters',
    ],
    ['broken pattern does not block', 21, 'x', undefined],
  ])('%s', (_name, id, value, expected) => {
    expect(key(id, value)).toBe(expected);
  });

  it('returns structured errors with default texts', () => {
    expect(validateAnswer(flow, flow.questions.get(17)!, 3, 'Núñez')).toEqual([
      {
        questionId: 17,
        loopId: 3,
        key: 'uscisCharacters',
        message: 'Use only English letters, numbers and basic punctuation (no accents or ñ).',
      },
    ]);
    expect(validateAnswer(flow, flow.questions.get(13)!, 1, 'x')[0]?.message).toBe(
      'Type a valid email address',
    );
    expect(validateAnswer(flow, flow.questions.get(12)!, 1, 'x')[0]?.message).toBe('Invalid format');
    expect(validateAnswer(flow, flow.questions.get(11)!, 1, 'abcdefg')[0]?.message).toBe(
      'Use at most 5 characters',
    );
    expect(validateAnswer(flow, flow.questions.get(10)!, 1, '', { lang: 'es' })[0]?.message).toBe(
      'Este campo es obligatorio',
    );
  });

  it("takes the message from the label's error_text in the applicant's language", () => {
    expect(validateAnswer(flow, flow.questions.get(20)!, 1, '')[0]?.message).toBe('Use 8 or 9 digits');
    expect(validateAnswer(flow, flow.questions.get(20)!, 1, '', { lang: 'es' })[0]?.message).toBe(
      'Use 8 o 9 dígitos',
    );
  });
});

describe('validateEntry', () => {
  it('validates every field of a template from the stored answers', () => {
    const templateFlow = buildFlow(
      [
        q(1, 'START'),
        q(2, 'TEMPLATE'),
        q(21, 'TEXT', { parent_id: 2, required: true }),
        q(22, 'EMAIL', { parent_id: 2 }),
        q(3, 'END'),
      ],
      [edge(1, 2), edge(2, 3)],
    );
    const state = createState(templateFlow, { answers: [{ questionId: 22, loopId: 2, response: 'nope' }] });
    expect(
      validateEntry(templateFlow, state, { questionId: 2, loopId: 2 }).map((e) => [
        e.questionId,
        e.loopId,
        e.key,
      ]),
    ).toEqual([
      [21, 2, 'required'],
      [22, 2, 'invalidEmail'],
    ]);
  });
});
