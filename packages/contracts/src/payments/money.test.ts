import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  ceilRate,
  formatUsd,
  isCents,
  proportionalShare,
  roundedShare,
  splitEvenly,
} from './money';

describe('money helpers', () => {
  it('recognises whole, non-negative, exact cents', () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(120_000)).toBe(true);
    expect(isCents(-1)).toBe(false);
    expect(isCents(10.5)).toBe(false);
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isCents('100')).toBe(false);
  });

  it('applies rates in parts per million, half up, or up for minimums', () => {
    expect(applyRate(120_000, 40_000)).toBe(4_800); // 4%
    expect(applyRate(100_000, 48_750)).toBe(4_875); // 4.875%
    expect(applyRate(10_001, 48_750)).toBe(488); // 487.54875
    expect(applyRate(1, 500_000)).toBe(1); // 0.5 rounds up
    expect(applyRate(1, 499_999)).toBe(0);
    expect(ceilRate(100_001, 250_000)).toBe(25_001); // 25000.25
    expect(ceilRate(100_000, 250_000)).toBe(25_000);
  });

  it('takes shares rounded down or half up', () => {
    expect(proportionalShare(10, 1, 3)).toBe(3);
    expect(roundedShare(10, 1, 4)).toBe(3); // 2.5
    expect(roundedShare(10, 1, 3)).toBe(3);
    expect(proportionalShare(10, 1, 0)).toBe(0);
    expect(roundedShare(10, 1, 0)).toBe(0);
  });

  it('splits evenly with the last part absorbing the remainder', () => {
    expect(splitEvenly(100_000, 3)).toEqual([33_333, 33_333, 33_334]);
    expect(splitEvenly(2, 4)).toEqual([0, 0, 0, 2]);
    expect(splitEvenly(5, 0)).toEqual([]);
  });

  it('split parts always add up to the total and are never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        (total, count) => {
          const parts = splitEvenly(total, count);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
          expect(parts[count - 1]! - parts[0]!).toBeLessThan(count);
        },
      ),
    );
  });

  it('formats dollars for each language', () => {
    expect(formatUsd(120_000, 'en')).toBe('$1,200.00');
    expect(formatUsd(5, 'en')).toBe('$0.05');
    expect(formatUsd(120_000, 'es')).toMatch(/1[.,\s\u00a0]?200[.,]00/);
  });
});
