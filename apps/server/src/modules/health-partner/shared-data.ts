import type { HealthSharedData, Strategy } from '@camino/contracts';

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
  const choices = (account.safeContact ?? {}) as { email?: unknown; textMessages?: unknown };
  return {
    name: `${account.name} ${account.lastName}`.trim(),
    email: choices.email === false ? null : account.email,
    phone: choices.textMessages === false ? null : account.phone,
    caseType,
    declarationExcerpt: declarationExcerpt?.trim() ? declarationExcerpt.trim() : null,
  };
}
