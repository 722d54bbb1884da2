import { createHash, createHmac } from 'node:crypto';
import type { AuthorizationRequest, SocialProfile, SocialProviderAdapter } from './social-provider';

export interface FacebookAdapterOptions {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  graphUrl: string;
}

/** Facebook Login: OAuth 2 code flow with PKCE, then the Graph API's `/me`. It has no ID token. */
export function createFacebookAdapter(
  options: FacebookAdapterOptions,
  fetchImpl: typeof fetch = fetch,
): SocialProviderAdapter {
  async function getJson(url: URL): Promise<Record<string, unknown>> {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new Error(`Facebook answered ${response.status}`);
    return body;
  }

  return {
    name: 'facebook',
    async authorizationUrl(request: AuthorizationRequest) {
      const url = new URL(options.authorizationUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: request.redirectUri,
        state: request.state,
        response_type: 'code',
        scope: 'email,public_profile',
        code_challenge: createHash('sha256').update(request.codeVerifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      return url;
    },
    async exchange(request) {
      if (request.callbackParams.get('state') !== request.state) throw new Error('State mismatch');
      const code = request.callbackParams.get('code');
      if (!code)
        throw new Error(`Facebook returned no code (${request.callbackParams.get('error') ?? 'unknown'})`);
      const tokenUrl = new URL(`${options.graphUrl}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uri: request.redirectUri,
        code,
        code_verifier: request.codeVerifier,
      }).toString();
      const token = await getJson(tokenUrl);
      if (typeof token.access_token !== 'string') throw new Error('Facebook returned no access token');
      const meUrl = new URL(`${options.graphUrl}/me`);
      meUrl.search = new URLSearchParams({
        fields: 'id,email,first_name,last_name',
        access_token: token.access_token,
        // Proves the call comes from the app's server, as Facebook recommends for server-side calls.
        appsecret_proof: createHmac('sha256', options.clientSecret).update(token.access_token).digest('hex'),
      }).toString();
      const me = await getJson(meUrl);
      if (typeof me.id !== 'string') throw new Error('Facebook returned no user id');
      const profile: SocialProfile = {
        subject: me.id,
        email: typeof me.email === 'string' ? me.email.toLowerCase() : null,
        // Graph only returns an email the person has confirmed with Facebook.
        emailVerified: typeof me.email === 'string',
        givenName: typeof me.first_name === 'string' ? me.first_name : null,
        familyName: typeof me.last_name === 'string' ? me.last_name : null,
      };
      return profile;
    },
  };
}
