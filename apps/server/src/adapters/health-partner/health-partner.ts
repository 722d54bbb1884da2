import type { HealthSharedData } from '@camino/contracts';

/** One authorized referral as the partner receives it. */
export interface HealthPartnerReferral extends HealthSharedData {
  /** Our referral id; the partner may use it to ignore a repeated delivery. */
  readonly referralId: string;
  readonly locale: string;
  readonly consent: { readonly at: string; readonly disclosureVersion: string };
}

/** Where authorized referrals go. A refused or unreachable call throws. */
export interface HealthPartnerAdapter {
  readonly name: string;
  referClient(referral: HealthPartnerReferral): Promise<void>;
}
