import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePrice } from './contract-details';
import { loadLegalLibrary } from './legal-documents';

const contentDir = path.resolve(import.meta.dirname, '../../../../../content');

describe('the price written in the contract', () => {
  it('states a single payment, in each language', async () => {
    const { contract } = await loadLegalLibrary(contentDir);
    const price = { totalCents: 129_900, downPaymentCents: 129_900, installmentsCount: 0 };
    expect(describePrice(contract.texts.en, 'en', price)).toBe('$1,299.00, paid in full');
    expect(describePrice(contract.texts.es, 'es', price)).toBe('$1,299.00, pagado en su totalidad');
  });

  it('states the down payment and the number of installments', async () => {
    const { contract } = await loadLegalLibrary(contentDir);
    const price = { totalCents: 140_000, downPaymentCents: 35_000, installmentsCount: 4 };
    expect(describePrice(contract.texts.en, 'en', price)).toBe(
      '$1,400.00 in all: a down payment of $350.00, then 4 monthly payments',
    );
    expect(describePrice(contract.texts.es, 'es', price)).toContain('4 pagos mensuales');
  });
});
