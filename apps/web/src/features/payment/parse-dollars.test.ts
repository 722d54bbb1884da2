import { describe, expect, it } from 'vitest';
import { centsToInput, parseDollars } from './parse-dollars';

describe('parseDollars', () => {
  it.each([
    ['300', 30_000],
    ['300.5', 30_050],
    ['$1,200.00', 120_000],
    [' 1 200 ', 120_000],
    ['300,50', 30_050],
    ['1,200', 120_000],
    ['1.200,5', Number.NaN],
    ['12.345', Number.NaN],
    ['-5', Number.NaN],
    ['abc', Number.NaN],
    ['', Number.NaN],
  ])('%j → %s', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it('writes cents back as the plain number the field shows', () => {
    expect(centsToInput(30_050)).toBe('300.50');
    expect(parseDollars(centsToInput(123_456))).toBe(123_456);
  });
});
