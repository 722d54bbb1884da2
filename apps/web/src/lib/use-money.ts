import { formatUsd } from '@camino/contracts';
import { useLocale } from './locale';

/** Formats cents as U.S. dollars in the page's language (Intl, en-US or es-US). */
export function useMoney(): (cents: number) => string {
  const locale = useLocale();
  return (cents) => formatUsd(cents, locale);
}
