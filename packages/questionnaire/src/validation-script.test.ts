import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64, prepareValidationScript } from './validation-script';

describe('validation script preparation', () => {
  it.each(['', 'a', 'ab', 'abc', 'return answer(12, {{group}}, {{loop_id}}) !== "";', 'año — ñandú ✓ 🌵'])(
    'round-trips %j through base64',
    (text) => {
      expect(decodeBase64(encodeBase64(text))).toBe(text);
    },
  );

  it('matches standard base64', () => {
    expect(encodeBase64('Peña ✓')).toBe('UGXDsWEg4pyT');
  });

  it('decodes and replaces the group and loop id placeholders with 1', () => {
    const code = encodeBase64('answer(7, {{group}}, {{loop_id}}) > answer(8, {{group}}, {{loop_id}})');
    expect(prepareValidationScript(code)).toBe('answer(7, 1, 1) > answer(8, 1, 1)');
  });

  it('rejects text that is not base64', () => {
    expect(() => decodeBase64('**')).toThrow('Invalid base64 character');
  });
});
