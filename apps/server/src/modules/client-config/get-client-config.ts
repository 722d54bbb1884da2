import type { ClientConfig } from '@camino/contracts';
import { configuredSocialProviders, type SocialConfig } from '../../adapters/social/configured-providers';
import type { Config } from '../../config';

export function getClientConfig(config: Pick<Config, 'isProduction'> & SocialConfig): ClientConfig {
  return { devPages: !config.isProduction, socialProviders: configuredSocialProviders(config) };
}
