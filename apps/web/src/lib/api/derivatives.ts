import { derivativesResponseSchema, type FamilyMember } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { caseKeys } from './case-keys';

/** A family member as sent back to the server: a saved one keeps its id so it is updated, not re-created. */
export type MemberToSave = FamilyMember & { id?: string };

export const getDerivatives = (signal?: AbortSignal) =>
  apiRequest('/mycase/derivatives', {
    schema: derivativesResponseSchema,
    auth: 'token',
    signal,
  });

export const derivativesQuery = queryOptions({
  queryKey: caseKeys.derivatives(),
  queryFn: ({ signal }) => getDerivatives(signal),
});

/** Replaces the whole set: a member left out is removed from the case with their documents and answers. */
export const replaceDerivatives = (members: readonly MemberToSave[]) =>
  apiRequest('/mycase/derivatives', {
    schema: derivativesResponseSchema,
    method: 'PUT',
    body: { members },
    auth: 'token',
    // Not retried: a new member has no id yet, so a resent set whose answer was lost would add them twice.
    retries: 0,
  });
