import { type AuthToken, authTokenSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';
import { toExpiration } from '../../../lib/session/auth-client';

export interface SignedIn {
  token: string;
  tokenExpiration?: number;
}

function signedIn(auth: AuthToken): SignedIn {
  const tokenExpiration = toExpiration(auth.tokenExpiration);
  return { token: auth.token, ...(tokenExpiration !== undefined ? { tokenExpiration } : {}) };
}

export async function login(identifier: string, password: string): Promise<SignedIn> {
  return signedIn(
    await apiRequest('/auth/login', {
      schema: authTokenSchema,
      body: { identifier, password },
      auth: 'none',
    }),
  );
}
