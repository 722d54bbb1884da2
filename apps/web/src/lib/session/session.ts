export type EligibilityOutcome = 'eligible' | 'not-eligible';

/** What the browser knows about who is using it; every field is absent until proven. */
export interface Session {
  token?: string;
  /** Milliseconds since the epoch. */
  tokenExpiration?: number;
  tempToken?: string;
  eligibility: EligibilityOutcome | null;
  paid?: boolean;
  canAccessPayment?: boolean;
  canAccessMyCase?: boolean;
}

export const ANONYMOUS: Session = Object.freeze({ eligibility: null });

/** Implemented by the accounts work; the shell only reads through it. */
export interface SessionSource {
  read(): Session;
  subscribe(listener: () => void): () => void;
  /** Records a full token after a successful login; the temporary pre-account token is dropped. */
  signIn(auth: { token: string; tokenExpiration?: number }): void;
  clear(): void;
}

export function hasValidToken(session: Session, now = Date.now()): boolean {
  if (!session.token) return false;
  return session.tokenExpiration === undefined || session.tokenExpiration > now;
}
