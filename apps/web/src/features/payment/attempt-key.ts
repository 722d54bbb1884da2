/**
 * The idempotency key of one payment attempt. It is made on the first "Pay" click and kept in
 * sessionStorage, so a double click, a network retry or a reload resends the same key and the server
 * answers with the same checkout instead of starting a second charge. A new attempt (after a
 * failure or a cancellation) gets a new key.
 */
const PREFIX = 'camino.payment.attempt.';

function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not (plain-HTTP local networks).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key of the current attempt for `scope` (what is being paid), made on first use. */
export function attemptKey(scope: string): string {
  try {
    const stored = sessionStorage.getItem(PREFIX + scope);
    if (stored) return stored;
    const key = newUuid();
    sessionStorage.setItem(PREFIX + scope, key);
    return key;
  } catch {
    return newUuid();
  }
}

/** Ends the attempt: the next "Pay" is a new intent with a new key. */
export function endAttempt(scope: string): void {
  try {
    sessionStorage.removeItem(PREFIX + scope);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
