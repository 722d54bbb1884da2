import { describe, expect, it } from 'vitest';
import { text } from './text';

function message(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('text()', () => {
  it('refuses NUL, other control characters and unpaired surrogates with Invalid format', () => {
    const line = text();
    for (const hostile of ['Ana\u0000', 'Ana\u0007', 'A\nna', 'Ana\u009b', '\uD800', 'x\uDC00y', '\uDBFFa']) {
      const result = line.safeParse(hostile);
      expect(result.success, JSON.stringify(hostile)).toBe(false);
      expect(message(result)).toEqual(['Invalid format']);
    }
  });

  it('keeps newlines and tabs in multi-line fields but still refuses NUL there', () => {
    const lines = text({ multiline: true });
    expect(lines.parse('first\r\nsecond\tcolumn')).toBe('first\nsecond\tcolumn');
    expect(lines.safeParse('first\u0000').success).toBe(false);
    expect(lines.safeParse('\u000b').success).toBe(false);
  });

  it('normalises to NFC, trims and accepts pairs of surrogates', () => {
    expect(text().parse('  Jose\u0301 ')).toBe('José');
    expect(text().parse('😀 María')).toBe('😀 María');
  });

  it('bounds length and requires a value when asked', () => {
    expect(message(text({ min: 1 }).safeParse('   '))).toEqual(['This field is required']);
    expect(message(text({ max: 3 }).safeParse('abcd'))).toEqual(['Invalid format']);
    expect(message(text().safeParse(42))).toEqual(['This field is required']);
  });
});
