import { addDays } from './clock';

/**
 * When a failed installment is tried again: `retryDays` counts days from the due date (1,3,7 → the
 * next day, then 3 and 7 days after it was due); after the last one only the applicant can pay it.
 */
export function nextAttemptAfter(
  dueDate: string,
  failedAttempts: number,
  retryDays: readonly number[],
  now: Date,
): Date | null {
  const days = retryDays[failedAttempts - 1];
  if (days === undefined) return null;
  const at = addDays(new Date(`${dueDate}T17:00:00Z`), days);
  // A charge made late (the job was down) still waits a little before trying again.
  return at > now ? at : addDays(now, 1);
}
