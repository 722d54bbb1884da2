import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../lib/locale';
import { declarationQueryKey, getDeclaration } from './declaration-api';

export function useDeclaration() {
  const locale = useLocale();
  return useQuery({
    queryKey: declarationQueryKey(locale),
    queryFn: ({ signal }) => getDeclaration(locale, signal),
    // The editor starts from this copy; a refetch while typing must not replace it.
    refetchOnWindowFocus: false,
  });
}
