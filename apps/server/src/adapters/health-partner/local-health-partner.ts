import type { HealthPartnerAdapter } from './health-partner';

/**
 * The default when no partner service is configured: the referral stays in the
 * `health_partner_referrals` table, where staff read it and pass it on, and counts as sent.
 */
export function createLocalHealthPartner(): HealthPartnerAdapter {
  return { name: 'local', referClient: async () => undefined };
}
