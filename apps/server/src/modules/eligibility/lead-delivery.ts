/** The queue that hands a stored lead to the CRM adapter, with retries. */
export const LEAD_DELIVERY_QUEUE = 'crm-lead-delivery';

export interface LeadDeliveryJob {
  leadId: string;
}
