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

/**
 * An applicant's case as the CRM's records name it: our case id (the CRM's external id of the
 * converted lead and its opportunity), never answers, documents or contact details.
 */
export interface CrmCaseConversion {
  readonly caseId: string;
  readonly strategy: string | null;
  readonly locale: string;
  readonly convertedAt: string;
}

/** One transition of the case's state machine, by its log sequence (the idempotency key). */
export interface CrmCaseUpdate {
  readonly caseId: string;
  readonly seq: number;
  readonly event: string;
  readonly step: string;
  readonly payment: string;
  readonly at: string;
}

/** A succeeded payment on the case: the opportunity's amount received so far moves. */
export interface CrmOpportunityUpdate {
  readonly caseId: string;
  readonly paymentId: string;
  readonly purpose: string;
  readonly amountCents: number;
  readonly plan: string | null;
  readonly paidAt: string;
}

/** Where leads and referrals go. Every call throws on failure so that the job is retried. */
export interface CrmAdapter {
  readonly name: string;
  deliver(lead: CrmLead): Promise<{ externalId: string | null }>;
  registerReferredUser(user: CrmReferredUser): Promise<void>;
  reportReferralSale(sale: CrmReferralSale): Promise<void>;
  /** `PUT convert-lead/{caseId}`: the person now has an account and a case. */
  convertLead(conversion: CrmCaseConversion): Promise<void>;
  /** `PUT update-case`: the case moved in its state machine. */
  updateCase(update: CrmCaseUpdate): Promise<void>;
  /** `PATCH update-opportunity`: a payment on the case succeeded. */
  updateOpportunity(update: CrmOpportunityUpdate): Promise<void>;
}
