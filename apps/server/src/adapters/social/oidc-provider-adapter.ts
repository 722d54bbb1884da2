import type { SocialProvider } from '@camino/contracts';
import * as client from 'openid-client';
import type { AuthorizationRequest, SocialProfile, SocialProviderAdapter } from './social-provider';

export interface OidcAdapterOptions {
  name: SocialProvider;
  issuer: string;
  clientId: string;
  /** A fixed secret, or a function signing one per token request (Apple). */
  clientSecret: string | (() => Promise<string>);
  /** Plain-http issuers are only accepted outside production (a local provider in tests). */
  allowHttp: boolean;
  /** Extra authorization parameters, e.g. Apple's `response_mode=form_post`. */
  authorizationParams?: Record<string, string>;
}

const SCOPE = 'openid email profile';

/** client_secret_post with a secret produced per request. */
function signedSecretPost(clientId: string, secret: () => Promise<string>): client.ClientAuth {
  return async (_server, _client, body) => {
    body.set('client_id', clientId);
    body.set('client_secret', await secret());
  };
}

/** A provider speaking OpenID Connect, discovered from its issuer (Google, Apple). */
export function createOidcAdapter(options: OidcAdapterOptions): SocialProviderAdapter {
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    configuration ??= client
      .discovery(
        new URL(options.issuer),
        options.clientId,
        typeof options.clientSecret === 'string' ? options.clientSecret : undefined,
        typeof options.clientSecret === 'string'
          ? undefined
          : signedSecretPost(options.clientId, options.clientSecret),
        options.allowHttp && options.issuer.startsWith('http:')
          ? { execute: [client.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        // A failed discovery (provider briefly unreachable) is retried on the next sign-in.
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    name: options.name,
    async authorizationUrl(request: AuthorizationRequest) {
      return client.buildAuthorizationUrl(await configure(), {
        redirect_uri: request.redirectUri,
        scope: options.name === 'apple' ? 'openid email name' : SCOPE,
        state: request.state,
        nonce: request.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
        ...options.authorizationParams,
      });
    },
    async exchange(request) {
      const callbackUrl = new URL(request.redirectUri);
      for (const [key, value] of request.callbackParams) callbackUrl.searchParams.set(key, value);
      const tokens = await client.authorizationCodeGrant(
        await configure(),
        callbackUrl,
        {
          pkceCodeVerifier: request.codeVerifier,
          expectedState: request.state,
          expectedNonce: request.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: request.redirectUri },
      );
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider returned no ID token');
      // Providers that conform strictly put scope claims in userinfo only, not in the ID token.
      const claims =
        idClaims.email === undefined
          ? {
              ...(await client.fetchUserInfo(await configure(), tokens.access_token, idClaims.sub)),
              sub: idClaims.sub,
            }
          : idClaims;
      const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
      const profile: SocialProfile = {
        subject: claims.sub,
        email: str(claims.email)?.toLowerCase() ?? null,
        // Apple sends the flag as the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: str(claims.given_name),
        familyName: str(claims.family_name),
      };
      return profile;
    },
  };
}
