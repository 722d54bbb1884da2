import { AppError } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { taxRateOfState } from './tax-rate-of-state';

describe('tax rate of a state', () => {
  const catalog = { taxRates: { TX: 62_500, OR: 0 } };

  it('answers the rate of a state written in any case', () => {
    expect(taxRateOfState(catalog, 'tx')).toEqual({ state: 'TX', taxRatePpm: 62_500 });
    expect(taxRateOfState(catalog, 'OR')).toEqual({ state: 'OR', taxRatePpm: 0 });
  });

  it('refuses a state the price list does not know, and a name inherited from objects', () => {
    for (const state of ['ZZ', 'constructor']) {
      expect(() => taxRateOfState(catalog, state)).toThrow(AppError);
    }
  });
});
