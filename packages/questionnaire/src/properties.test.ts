import { describe, expect, it } from 'vitest';
import { parseQuestionProperties } from './properties';

describe('parseQuestionProperties', () => {
  it.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[1]', {}],
    ['"text"', {}],
    ['{"rx":"^\\\\d+$","ds":"countries","otTx":true}', { rx: '^\\d+$', ds: 'countries', otTx: true }],
  ])('parses %j', (text, expected) => {
    expect(parseQuestionProperties(text)).toEqual(expected);
  });
});
