import { ApiError } from '../../lib/api-client';
import { addError, type MemberErrors } from './member-values';

/**
 * The rules the server refused one member for. A 400 names each member by `members.N` with a
 * family-member message key; `members` alone (one spouse only) is about the set, filed under the
 * relationship of the member being saved.
 */
export function memberErrorsFrom(error: unknown, index: number): MemberErrors | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION') return null;
  const errors: MemberErrors = {};
  for (const { field, message } of error.fieldErrors) {
    if (field === `members.${index}` || field === 'members') addError(errors, message);
    const nested = new RegExp(`^members\\.${index}\\.(\\w+)$`).exec(field);
    if (nested) addError(errors, message, nested[1]);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Why the server would not save a larger family on a case that is already paid for. */
export interface NotCovered {
  /** Price before tax of the family members not yet paid for, when the server said. */
  priceImpactCents: number | null;
}

export function notCoveredFrom(error: unknown): NotCovered | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.reason !== 'payment.familyMembersNotCovered') return null;
  const impact = error.extensions.priceImpactCents;
  return { priceImpactCents: typeof impact === 'number' ? impact : null };
}
