import type { HealthSharedData, Strategy } from '@camino/contracts';
import { safeChannelsOf } from '../accounts';

/**
 * What the partner may receive about an applicant: the name, and only the contact channels the
 * applicant called safe. Unlike sign-in links, there is no fallback: an unsafe channel is never given
 * to a third party.
 */
export function sharedDataOf(
  account: { name: string; lastName: string; email: string; phone: string | null; safeContact: unknown },
  caseType: Strategy | null,
  declarationExcerpt: string | null,
): HealthSharedData {
  const safe = safeChannelsOf(account.safeContact);
  return {
    name: `${account.name} ${account.lastName}`.trim(),
    email: safe.email ? account.email : null,
    phone: safe.textMessages ? account.phone : null,
    caseType,
    declarationExcerpt: declarationExcerpt?.trim() ? declarationExcerpt.trim() : null,
  };
}
