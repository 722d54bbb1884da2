import { ANONYMOUS, type EligibilityOutcome, type Session } from './session';

/** The journey fields (eligibility, payment and case access) shared by the tabs in localStorage. */
export const SESSION_STORAGE_KEY = 'camino.session';

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
const finiteNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** Keeps only well-typed fields; anything malformed counts as absent, so it can never grant access. */
export function parseStoredSession(raw: unknown): Session {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ...ANONYMOUS };
  const record = raw as Record<string, unknown>;
  const eligibility: EligibilityOutcome | null =
    record.eligibility === 'eligible' || record.eligibility === 'not-eligible' ? record.eligibility : null;
  const session: Session = { eligibility };
  const token = nonEmptyString(record.token);
  const tokenExpiration = finiteNumber(record.tokenExpiration);
  const tempToken = nonEmptyString(record.tempToken);
  const paid = bool(record.paid);
  const canAccessPayment = bool(record.canAccessPayment);
  const canAccessMyCase = bool(record.canAccessMyCase);
  if (token) session.token = token;
  if (tokenExpiration !== undefined) session.tokenExpiration = tokenExpiration;
  if (tempToken) session.tempToken = tempToken;
  if (paid !== undefined) session.paid = paid;
  if (canAccessPayment !== undefined) session.canAccessPayment = canAccessPayment;
  if (canAccessMyCase !== undefined) session.canAccessMyCase = canAccessMyCase;
  return session;
}
