import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../lib/locale';
import { getDeclaration } from './api/declaration';
import { declarationKeys } from './api/declaration-keys';

export function useDeclaration() {
  const locale = useLocale();
  return useQuery({
    queryKey: declarationKeys.text(locale),
    queryFn: ({ signal }) => getDeclaration(locale, signal),
    // The editor starts from this copy; a refetch while typing must not replace it.
    refetchOnWindowFocus: false,
  });
}
