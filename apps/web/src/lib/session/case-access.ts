import type { CaseAccess as CaseAccessFlags } from '@camino/contracts';
import { SESSION_STORAGE_KEY } from './storage-session-source';

/**
 * Records the server's case access flags in the journey fields the tabs share, so the header and
 * the guards agree with the last answer of the navigation rules. They are hints for showing links;
 * every guarded page asks the server again.
 */
export function recordCaseAccess(access: CaseAccessFlags | null): void {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const record =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    const { paid: _p, canAccessPayment: _a, canAccessMyCase: _m, ...rest } = record;
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(access ? { ...rest, ...access } : rest));
  } catch {
    // Storage blocked: the next guarded page asks the server again.
  }
}
