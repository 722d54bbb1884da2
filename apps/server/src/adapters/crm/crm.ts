/** A lead as the customer-relationship service receives it. */
export interface CrmLead {
  /** Our lead id; the CRM may use it to ignore a retried delivery. */
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly locale: string;
  readonly consent: {
    readonly given: boolean;
    readonly at: string;
    readonly textVersion: string;
  };
  /** Screening answers and reasons; absent without consent. */
  readonly screening?: Readonly<Record<string, unknown>>;
}

/**
 * A person who created an account through an invitation. Ids and the code only: who was invited
 * stays in Camino; the service links the referral to the code's owner or partner.
 */
export interface CrmReferredUser {
  /** Our referral id; the service may use it to ignore a retried delivery. */
  readonly referralId: string;
  readonly accountId: string;
  readonly code: string;
  /** The partner organisation's key, or null when an applicant invited. */
  readonly partnerKey: string | null;
  readonly locale: string;
  readonly registeredAt: string;
}

/** The referred applicant's case was paid for: the opportunity is won and its line item added. */
export interface CrmReferralSale {
  readonly referralId: string;
  readonly code: string;
  readonly partnerKey: string | null;
  readonly amountCents: number;
  readonly soldAt: string;
}

/** Where leads and referrals go. Every call throws on failure so that the job is retried. */
export interface CrmAdapter {
  readonly name: string;
  deliver(lead: CrmLead): Promise<{ externalId: string | null }>;
  registerReferredUser(user: CrmReferredUser): Promise<void>;
  reportReferralSale(sale: CrmReferralSale): Promise<void>;
}
