import { useQuery } from '@tanstack/react-query';
import type { Strategy } from '@camino/contracts';
import { useLocale } from '../../lib/locale';
import {
  getActivePlan,
  getCaseSummary,
  getPriceList,
  getTaxRate,
  getUsStates,
} from './payment-api';

export const caseQueryKey = ['mycase', 'summary'] as const;

export function useCaseSummary() {
  return useQuery({ queryKey: caseQueryKey, queryFn: ({ signal }) => getCaseSummary(signal), staleTime: 0 });
}

export function usePriceList(strategy: Strategy | null | undefined) {
  return useQuery({
    queryKey: ['payment', 'price-list', strategy],
    queryFn: ({ signal }) => getPriceList(strategy!, signal),
    enabled: Boolean(strategy),
  });
}

export function useTaxRate(state: string) {
  return useQuery({
    queryKey: ['payment', 'tax', state],
    queryFn: ({ signal }) => getTaxRate(state, signal),
    enabled: /^[A-Z]{2}$/.test(state),
    staleTime: Infinity,
  });
}

export function useUsStates() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['payment', 'us-states', locale],
    queryFn: ({ signal }) => getUsStates(locale, signal),
    staleTime: Infinity,
  });
}

export function useActivePlan(enabled = true) {
  return useQuery({
    queryKey: ['payment', 'active-plan'],
    queryFn: ({ signal }) => getActivePlan(signal),
    enabled,
    staleTime: 0,
  });
}
