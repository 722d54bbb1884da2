import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DerivativesResponse } from '@camino/contracts';
import { caseKeys } from './case-keys';
import { paymentKeys } from './payment-keys';
import { derivativesQuery, replaceDerivatives, type MemberToSave } from './derivatives';

/**
 * The family members on the case and the one way to change them (replace the whole set). Every
 * screen that shows them reads the same cache entry, so the price on plan selection follows a save.
 */
export function useFamilyMembers(enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...derivativesQuery, enabled });
  const save = useMutation({
    mutationFn: (members: readonly MemberToSave[]) => replaceDerivatives(members),
    onSuccess: (saved: DerivativesResponse) => {
      queryClient.setQueryData(derivativesQuery.queryKey, saved);
      // A family member's documents and answers go with them; anything cached about the case is stale.
      void queryClient.invalidateQueries({ queryKey: caseKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
  return { query, members: query.data?.members ?? [], save };
}
