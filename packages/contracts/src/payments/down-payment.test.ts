import { describe, expect, it } from 'vitest';
import {
  checkDownPayment,
  DOWN_PAYMENT_ERRORS,
  downPaymentMessage,
  type DownPaymentError,
} from './down-payment';

const bounds = { minimumCents: 30_000, fullPriceCents: 120_000 };

describe('down payment rule', () => {
  it.each<[string, number, DownPaymentError | null]>([
    ['exactly the minimum', 30_000, null],
    ['between the minimum and the full price', 75_050, null],
    ['one cent below the full price', 119_999, null],
    ['one cent below the minimum', 29_999, 'downPayment.belowMinimum'],
    ['zero', 0, 'downPayment.belowMinimum'],
    ['the full price', 120_000, 'downPayment.notBelowFull'],
    ['more than the full price', 150_000, 'downPayment.notBelowFull'],
    ['a fraction of a cent', 30_000.5, 'downPayment.invalid'],
    ['negative', -100, 'downPayment.invalid'],
    ['not a number', Number.NaN, 'downPayment.invalid'],
  ])('%s → %s', (_label, cents, expected) => {
    expect(checkDownPayment(cents, bounds)).toBe(expected);
  });

  it('offers paying in full when the minimum is not below the full price', () => {
    expect(checkDownPayment(10_000, { minimumCents: 10_000, fullPriceCents: 10_000 })).toBe(
      'downPayment.notBelowFull',
    );
  });

  it.each(DOWN_PAYMENT_ERRORS)('writes %s with the amounts in both languages', (error) => {
    const en = downPaymentMessage(error, 'en', bounds);
    const es = downPaymentMessage(error, 'es', bounds);
    expect(en).not.toMatch(/\{\{/);
    expect(es).not.toMatch(/\{\{/);
    expect(en).not.toBe(es);
  });

  it('names the minimum and the full price', () => {
    expect(downPaymentMessage('downPayment.belowMinimum', 'en', bounds)).toBe(
      'The down payment must be at least $300.00.',
    );
    expect(downPaymentMessage('downPayment.notBelowFull', 'en', bounds)).toContain('$1,200.00');
    expect(downPaymentMessage('downPayment.notBelowFull', 'es', bounds)).toContain('elija pagar el total');
  });
});
