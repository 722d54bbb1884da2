export interface LoginResult {
  token: string;
  tokenExpiration?: number;
}

export class LoginError extends Error {
  constructor(readonly status: number) {
    super(`login failed with ${status}`);
  }
}

function expirationMs(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

export async function requestLogin(
  identifier: string,
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LoginResult> {
  const response = await fetchImpl('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: identifier, password }),
  });
  if (!response.ok) throw new LoginError(response.status);
  const body: unknown = await response.json().catch(() => null);
  const { token, tokenExpiration: rawExpiration } = (body ?? {}) as {
    token?: unknown;
    tokenExpiration?: unknown;
  };
  if (typeof token !== 'string' || token === '') throw new LoginError(response.status);
  const tokenExpiration = expirationMs(
    typeof rawExpiration === 'number' || typeof rawExpiration === 'string' ? rawExpiration : undefined,
  );
  return { token, ...(tokenExpiration !== undefined ? { tokenExpiration } : {}) };
}
