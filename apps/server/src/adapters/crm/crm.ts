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

/** Where leads go. `deliver` throws on failure so that the job is retried. */
export interface CrmAdapter {
  readonly name: string;
  deliver(lead: CrmLead): Promise<{ externalId: string | null }>;
}
