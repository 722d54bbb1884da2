import { familyMembersImpactSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/api/payment-keys';

type FamilyCounts = { spouse: boolean; children: number };

export const getFamilyMembersImpact = (members: FamilyCounts, signal?: AbortSignal) =>
  apiRequest(`/payment/family-members/impact?spouse=${members.spouse}&children=${members.children}`, {
    schema: familyMembersImpactSchema,
    auth: 'token',
    signal,
  });

export const familyMembersImpactQuery = (members: FamilyCounts) =>
  queryOptions({
    queryKey: paymentKeys.familyImpact(members),
    queryFn: ({ signal }) => getFamilyMembersImpact(members, signal),
  });

/** On an installment plan: the added family members' price joins the remaining installments. */
export const addFamilyMembersToInstallments = (members: FamilyCounts) =>
  apiRequest('/payment/family-members/installments', {
    schema: familyMembersImpactSchema,
    method: 'POST',
    body: members,
    auth: 'token',
  });
