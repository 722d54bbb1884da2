/**
 * The invitation a visitor arrived with, kept in this browser until they create their account (at
 * most 30 days). Only the code and the partner's public name: nothing about the visitor.
 */
const KEY = 'camino.invitation';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Invitation {
  code: string;
  partnerName: string | null;
  savedAt: number;
}

export function saveInvitation(code: string, partnerName: string | null, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ code, partnerName, savedAt: now } satisfies Invitation));
  } catch {
    // Private browsing without storage: the visitor simply goes on without an invitation.
  }
}

export function readInvitation(now = Date.now()): Invitation | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Invitation> | null;
    if (!value || typeof value.code !== 'string' || typeof value.savedAt !== 'number') return null;
    if (now - value.savedAt > MAX_AGE_MS) return null;
    return {
      code: value.code,
      partnerName: typeof value.partnerName === 'string' ? value.partnerName : null,
      savedAt: value.savedAt,
    };
  } catch {
    return null;
  }
}

export function clearInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
