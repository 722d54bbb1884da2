import type { SocialProvider } from '@camino/contracts';

/** Who the provider says signed in. */
export interface SocialProfile {
  /** The provider's stable id of the user. */
  subject: string;
  email: string | null;
  /** Only a verified email may link to an existing account or open a new one. */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One provider behind one interface: OpenID Connect (Google, Apple) or plain OAuth 2 (Facebook). */
export interface SocialProviderAdapter {
  readonly name: SocialProvider;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the callback's parameters for the user's profile; throws when anything does not check out. */
  exchange(request: AuthorizationRequest & { callbackParams: URLSearchParams }): Promise<SocialProfile>;
}
