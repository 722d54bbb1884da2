import type { SocialProvider } from '@camino/contracts';
import type { Config } from '../../config';
import { appleClientSecret } from './apple-client-secret';
import { configuredSocialProviders } from './configured-providers';
import { createFacebookAdapter } from './facebook-adapter';
import { createOidcAdapter } from './oidc-provider-adapter';
import type { SocialProviderAdapter } from './social-provider';

/** An adapter for every configured provider; unconfigured ones are absent. */
export function createSocialAdapters(config: Config): Map<SocialProvider, SocialProviderAdapter> {
  const adapters = new Map<SocialProvider, SocialProviderAdapter>();
  const allowHttp = !config.isProduction;
  for (const provider of configuredSocialProviders(config)) {
    if (provider === 'google') {
      adapters.set(
        provider,
        createOidcAdapter({
          name: provider,
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID!,
          clientSecret: config.GOOGLE_CLIENT_SECRET!,
          allowHttp,
        }),
      );
    } else if (provider === 'apple') {
      adapters.set(
        provider,
        createOidcAdapter({
          name: provider,
          issuer: config.APPLE_ISSUER,
          clientId: config.APPLE_CLIENT_ID!,
          clientSecret:
            config.APPLE_CLIENT_SECRET ??
            appleClientSecret({
              teamId: config.APPLE_TEAM_ID!,
              keyId: config.APPLE_KEY_ID!,
              clientId: config.APPLE_CLIENT_ID!,
              privateKey: config.APPLE_PRIVATE_KEY!,
            }),
          allowHttp,
          // Apple only returns the email to a form_post callback.
          authorizationParams: { response_mode: 'form_post' },
        }),
      );
    } else {
      adapters.set(
        provider,
        createFacebookAdapter({
          clientId: config.FACEBOOK_CLIENT_ID!,
          clientSecret: config.FACEBOOK_CLIENT_SECRET!,
          authorizationUrl: config.FACEBOOK_AUTHORIZATION_URL,
          graphUrl: config.FACEBOOK_GRAPH_URL,
        }),
      );
    }
  }
  return adapters;
}
