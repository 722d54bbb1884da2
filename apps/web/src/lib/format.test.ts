import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

const date = new Date(Date.UTC(2026, 10, 21, 12));

describe('format', () => {
  it('formats dates per locale', () => {
    expect(formatDate(date, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 21, 2026');
    expect(formatDate(date, 'es', { dateStyle: 'long', timeZone: 'UTC' })).toBe('21 de noviembre de 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('formats numbers per locale', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(0.35, 'es', { style: 'percent' })).toMatch(/35\s?%/);
  });

  it('formats money in dollars, with cents only when present', () => {
    expect(formatMoney(1450, 'en')).toBe('$1,450');
    expect(formatMoney(99.5, 'en')).toBe('$99.50');
    expect(formatMoney(1450, 'es')).toMatch(/1,450/);
  });
});
