import type { SocialProvider } from '@camino/contracts';
import type { Config } from '../../config';

export type SocialConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'FACEBOOK_CLIENT_ID'
  | 'FACEBOOK_CLIENT_SECRET'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_CLIENT_SECRET'
  | 'APPLE_TEAM_ID'
  | 'APPLE_KEY_ID'
  | 'APPLE_PRIVATE_KEY'
>;

/** Apple takes a fixed client secret, or a team id, key id and private key to sign one. */
export function appleSigningKeyConfigured(config: SocialConfig): boolean {
  return Boolean(config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_PRIVATE_KEY);
}

/** Providers with a client id and a way to authenticate the client; the others are off. */
export function configuredSocialProviders(config: SocialConfig): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) providers.push('google');
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) providers.push('facebook');
  if (config.APPLE_CLIENT_ID && (config.APPLE_CLIENT_SECRET || appleSigningKeyConfigured(config)))
    providers.push('apple');
  return providers;
}
