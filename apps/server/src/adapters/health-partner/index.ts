import type { Config } from '../../config';
import type { HealthPartnerAdapter } from './health-partner';
import { createHttpHealthPartner } from './http-health-partner';
import { createLocalHealthPartner } from './local-health-partner';

export type { HealthPartnerAdapter, HealthPartnerReferral } from './health-partner';
export { createHttpHealthPartner } from './http-health-partner';
export { createLocalHealthPartner } from './local-health-partner';

/** The HTTP adapter when the partner service is configured, otherwise the local table. */
export function createHealthPartner(
  config: Pick<Config, 'HEALTH_PARTNER_API_URL' | 'HEALTH_PARTNER_API_TOKEN'>,
): HealthPartnerAdapter {
  return config.HEALTH_PARTNER_API_URL && config.HEALTH_PARTNER_API_TOKEN
    ? createHttpHealthPartner({ url: config.HEALTH_PARTNER_API_URL, token: config.HEALTH_PARTNER_API_TOKEN })
    : createLocalHealthPartner();
}
