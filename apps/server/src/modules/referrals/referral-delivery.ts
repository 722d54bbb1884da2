/** The queue that hands each moment of a referral to the CRM adapter, with retries. */
export const REFERRAL_DELIVERY_QUEUE = 'crm-referral-delivery';
/** The loop that notices referred applicants whose case was paid for. */
export const REFERRAL_SALES_SWEEP_QUEUE = 'referrals.sales-sweep';
export const REFERRAL_SALES_SWEEP_KEY = 'referrals-sales-sweep';

export interface ReferralDeliveryJob {
  referralId: string;
  event: 'registered' | 'sale';
}
