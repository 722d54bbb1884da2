import type { WrapperAdapter } from './wrapper';

/**
 * The default when no wrapper service is configured: the intake's progress stays in
 * `crm_sync_deliveries`, where staff read it, and counts as delivered.
 */
export function createLocalWrapper(): WrapperAdapter {
  return {
    name: 'local',
    clientInfo: async () => null,
    updateIntake: async () => undefined,
  };
}
