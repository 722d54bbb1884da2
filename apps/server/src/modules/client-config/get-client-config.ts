import type { ClientConfig } from '@camino/contracts';
import { configuredSocialProviders, type SocialConfig } from '../../adapters/social/configured-providers';
import type { Config } from '../../config';
import { outboxInUse, type TransportConfig } from '../notifications';

export function getClientConfig(
  config: Pick<Config, 'isProduction'> & SocialConfig & TransportConfig,
): ClientConfig {
  return {
    devPages: !config.isProduction,
    // Same condition as the `/dev/outbox` route (notifications/routes.ts).
    outbox: !config.isProduction && outboxInUse(config),
    socialProviders: configuredSocialProviders(config),
  };
}
