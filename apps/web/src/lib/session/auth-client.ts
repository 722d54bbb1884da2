/** The three calls of the session: refresh, validate and logout. Nothing here keeps state. */

const REFRESH_LOCK = 'camino-auth-refresh';

export type RefreshAnswer =
  | { kind: 'ok'; token: string; tokenExpiration: number | undefined }
  | { kind: 'rejected' }
  | { kind: 'network' };

export type ValidateAnswer =
  | { kind: 'valid'; tokenExpiration: number | undefined }
  | { kind: 'invalid' }
  /** No answer, or one that says nothing about the token: keep it. */
  | { kind: 'unknown' };

export interface AuthClient {
  refresh(): Promise<RefreshAnswer>;
  validate(token: string): Promise<ValidateAnswer>;
  /**
   * Revokes the refresh cookie too; `keepalive` lets the request outlive the page; `quickExit` also
   * has the server forget what the applicant asked Camino.
   */
  logout(authorization: string | null, options?: { keepalive?: boolean; quickExit?: boolean }): Promise<void>;
}

/** Accepts the server's ISO date or epoch milliseconds. */
export function toExpiration(value: unknown): number | undefined {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * The expiry on this device's clock: phones often run minutes off, so the token's lifetime is measured
 * against the server's `Date` header rather than compared with the local time directly.
 */
export function localExpiration(value: unknown, serverDate: string | null, now: number): number | undefined {
  const expiration = toExpiration(value);
  const serverNow = serverDate ? Date.parse(serverDate) : NaN;
  if (expiration === undefined || !Number.isFinite(serverNow)) return expiration;
  return now + (expiration - serverNow);
}

/** Serialises refreshes across tabs: a refresh token used twice revokes the whole session. */
export function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK, task) as Promise<T>;
}

export function createAuthClient(fetchImpl: typeof fetch, now: () => number): AuthClient {
  return {
    async refresh() {
      let response: Response;
      try {
        // Never retried: if a lost answer had rotated the cookie, sending the old one again would
        // look like a replay and end the session.
        response = await fetchImpl('/api/auth/refresh', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        });
      } catch {
        return { kind: 'network' };
      }
      if (response.status >= 500) return { kind: 'network' };
      if (!response.ok) return { kind: 'rejected' };
      const body = (await response.json().catch(() => null)) as {
        token?: unknown;
        tokenExpiration?: unknown;
      } | null;
      if (typeof body?.token !== 'string' || !body.token) return { kind: 'rejected' };
      return {
        kind: 'ok',
        token: body.token,
        tokenExpiration: localExpiration(body.tokenExpiration, response.headers.get('date'), now()),
      };
    },

    async validate(token) {
      let response: Response;
      try {
        response = await fetchImpl('/api/auth/validate-token', {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
      } catch {
        return { kind: 'unknown' };
      }
      if (response.status === 401) return { kind: 'invalid' };
      if (!response.ok) return { kind: 'unknown' };
      const body = (await response.json().catch(() => null)) as { tokenExpiration?: unknown } | null;
      return {
        kind: 'valid',
        tokenExpiration: localExpiration(body?.tokenExpiration, response.headers.get('date'), now()),
      };
    },

    async logout(authorization, { keepalive = false, quickExit = false } = {}) {
      try {
        await fetchImpl(quickExit ? '/api/auth/logout?quickExit=true' : '/api/auth/logout', {
          method: 'POST',
          credentials: 'same-origin',
          ...(keepalive ? { keepalive: true } : {}),
          headers: authorization ? { Authorization: authorization } : {},
        });
      } catch {
        // Best effort: this browser holds no usable credential any more.
      }
    },
  };
}
