import type { BasicPaymentOptions, FamilyMembers } from '@camino/contracts';
import { useFamilyMembers } from '../../lib/api/use-family-members';
import { familyCounts } from './local-quote';
import { useCaseSummary } from '../../lib/api/case-summary';
import { usePriceList } from '../../lib/api/price-list';
import { useTaxRate } from './api/tax-rate';

export type Pricing =
  | { status: 'loading'; retry: () => void }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      priceList: BasicPaymentOptions;
      familyMembers: FamilyMembers;
      tax: { state: string; ratePpm: number };
    };

/** Everything the browser needs to price the case for a state: the case type's price list, the family and the tax rate. */
export function usePricing(state: string): Pricing {
  const summary = useCaseSummary();
  const strategy = summary.data?.strategy ?? null;
  const priceList = usePriceList(strategy);
  const family = useFamilyMembers(Boolean(strategy));
  const tax = useTaxRate(state);
  const parts = [summary, priceList, family.query, tax];
  const retry = () => {
    for (const part of parts) if (part.isError) void part.refetch();
  };
  if (parts.some((part) => part.isError)) return { status: 'failed', retry };
  if (!priceList.data || !family.query.data || !tax.data) return { status: 'loading', retry };
  return {
    status: 'ready',
    priceList: priceList.data,
    familyMembers: familyCounts(family.members),
    tax: { state, ratePpm: tax.data.taxRatePpm },
  };
}
