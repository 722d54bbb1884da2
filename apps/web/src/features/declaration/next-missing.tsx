import { useQuery } from '@tanstack/react-query';
import { missingItemsQuery } from '../../lib/api/missing-items';
import { useLocale } from '../../lib/locale';
import { NextMissingItem } from '../../ui/missing-items';

/** The way on from the declaration's pages: the case's next missing item, or the dashboard. */
export function NextMissing() {
  const locale = useLocale();
  const missing = useQuery(missingItemsQuery(locale));
  return missing.data ? <NextMissingItem items={missing.data.items} /> : null;
}
