import type { DerivativesResponse, FamilyMember } from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';

/** A family member as sent back to the server: a saved one keeps its id so it is updated, not re-created. */
export type MemberToSave = FamilyMember & { id?: string };

export const derivativesQueryKey = ['mycase', 'derivatives'] as const;

export const getDerivatives = (signal?: AbortSignal) =>
  apiRequest<DerivativesResponse>('/mycase/derivatives', { auth: 'token', ...(signal ? { signal } : {}) });

/** Replaces the whole set: a member left out is removed from the case with their documents and answers. */
export const replaceDerivatives = (members: readonly MemberToSave[]) =>
  apiRequest<DerivativesResponse>('/mycase/derivatives', {
    method: 'PUT',
    body: { members },
    auth: 'token',
    // Not retried: a new member has no id yet, so a resent set whose answer was lost would add them twice.
    retries: 0,
  });
