import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../lib/locale';
import { checklistQueryKey, getChecklist } from './documents-api';

export function useChecklist() {
  const locale = useLocale();
  return useQuery({
    queryKey: checklistQueryKey(locale),
    queryFn: ({ signal }) => getChecklist(locale, signal),
  });
}
