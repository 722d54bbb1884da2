import type { CaseEvent, CaseStateLogEntry } from '@camino/contracts';

const CHECKOUT_ATTEMPT: ReadonlySet<CaseEvent> = new Set([
  'PAYMENT_STARTED',
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'PAYMENT_CANCELLED',
]);

/**
 * The entries worth showing an applicant: every pop-up opened and closed before paying is a
 * transition on record, but the history names only the payment received or, before one, the latest
 * attempt and how it ended.
 */
export function visibleHistory(entries: readonly CaseStateLogEntry[]): CaseStateLogEntry[] {
  const paid = entries.findLastIndex((entry) => entry.event === 'PAYMENT_SUCCEEDED');
  const lastAttempt = entries.findLastIndex((entry) => entry.event === 'PAYMENT_STARTED');
  const keepAttemptsFrom = paid >= 0 ? Number.POSITIVE_INFINITY : lastAttempt;
  return entries.filter((entry, index) => !CHECKOUT_ATTEMPT.has(entry.event) || index >= keepAttemptsFrom);
}
