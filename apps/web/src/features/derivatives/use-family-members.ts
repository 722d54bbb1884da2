import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DerivativesResponse } from '@camino/contracts';
import {
  derivativesQueryKey,
  getDerivatives,
  replaceDerivatives,
  type MemberToSave,
} from './derivatives-api';

/**
 * The family members on the case and the one way to change them (replace the whole set). Every
 * screen that shows them reads the same cache entry, so the price on plan selection follows a save.
 */
export function useFamilyMembers(enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: derivativesQueryKey,
    queryFn: ({ signal }) => getDerivatives(signal),
    enabled,
  });
  const save = useMutation({
    mutationFn: (members: readonly MemberToSave[]) => replaceDerivatives(members),
    onSuccess: (saved: DerivativesResponse) => {
      queryClient.setQueryData(derivativesQueryKey, saved);
      // A family member's documents and answers go with them; anything cached about the case is stale.
      void queryClient.invalidateQueries({ queryKey: ['mycase'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['payment'] });
    },
  });
  return { query, members: query.data?.members ?? [], save };
}
