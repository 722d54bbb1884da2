import { describe, expect, it } from 'vitest';
import { formatFlowPath, parseEntry, parseFlowPath } from './flow-path';

describe('flow path', () => {
  it.each([
    ['', []],
    ['1', [{ questionId: 1, loopId: 1 }]],
    [
      '1;20;7_2;7_10',
      [
        { questionId: 1, loopId: 1 },
        { questionId: 20, loopId: 1 },
        { questionId: 7, loopId: 2 },
        { questionId: 7, loopId: 10 },
      ],
    ],
  ])('parses and formats %j', (text, entries) => {
    expect(parseFlowPath(text)).toEqual(entries);
    expect(formatFlowPath(entries)).toBe(text);
  });

  it('writes loop id 1 without a suffix', () => {
    expect(formatFlowPath([{ questionId: 4, loopId: 1 }])).toBe('4');
  });

  it.each(['x', '1_0', '1_', '_2', '-1'])('rejects %j', (text) => {
    expect(parseEntry(text)).toBeNull();
  });

  it('drops malformed pieces of a stored path', () => {
    expect(formatFlowPath(parseFlowPath('1;;x;3_2;'))).toBe('1;3_2');
  });
});
