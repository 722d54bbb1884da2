import type { CrmAdapter } from './crm';

/**
 * The default when no CRM is configured: leads stay in the `leads` table and referrals in
 * `referrals`, and a case's moments in `crm_sync_deliveries`, where staff read them, and count as
 * delivered.
 */
export function createLocalCrm(): CrmAdapter {
  return {
    name: 'local',
    deliver: async () => ({ externalId: null }),
    registerReferredUser: async () => undefined,
    reportReferralSale: async () => undefined,
    convertLead: async () => undefined,
    updateCase: async () => undefined,
    updateOpportunity: async () => undefined,
  };
}
