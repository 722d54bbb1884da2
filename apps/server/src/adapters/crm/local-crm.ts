import type { CrmAdapter } from './crm';

/**
 * The default when no CRM is configured: leads stay in the `leads` table and referrals in
 * `referrals`, where staff read them, and count as delivered.
 */
export function createLocalCrm(): CrmAdapter {
  return {
    name: 'local',
    deliver: async () => ({ externalId: null }),
    registerReferredUser: async () => undefined,
    reportReferralSale: async () => undefined,
  };
}
