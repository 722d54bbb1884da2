import type { CrmAdapter } from './crm';

/**
 * The default when no CRM is configured: the lead stays in the `leads` table, where staff read it,
 * and counts as delivered.
 */
export function createLocalCrm(): CrmAdapter {
  return {
    name: 'local',
    deliver: async () => ({ externalId: null }),
  };
}
