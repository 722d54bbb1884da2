/** The queue that hands one recorded moment of a case to the CRM or wrapper adapter, with retries. */
export const CRM_SYNC_DELIVERY_QUEUE = 'crm-sync-delivery';
/** The loop that records the moments the services have not heard of yet. */
export const CRM_SYNC_SWEEP_QUEUE = 'crm-sync.sweep';
export const CRM_SYNC_SWEEP_KEY = 'crm-sync-sweep';

export interface CrmSyncDeliveryJob {
  key: string;
}
