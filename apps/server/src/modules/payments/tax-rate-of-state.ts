import { AppError, type PriceCatalog, type TaxApplicability } from '@camino/contracts';

/** `GET /tax-applicability`: the sales tax rate on the service in a U.S. state or territory; 404 for an unknown one. */
export function taxRateOfState(catalog: Pick<PriceCatalog, 'taxRates'>, state: string): TaxApplicability {
  const code = state.toUpperCase();
  if (!Object.hasOwn(catalog.taxRates, code)) {
    throw new AppError('NOT_FOUND', {
      detail: 'Unknown state.',
      extensions: { reason: 'quote.unknownState' },
    });
  }
  return { state: code, taxRatePpm: catalog.taxRates[code]! };
}
