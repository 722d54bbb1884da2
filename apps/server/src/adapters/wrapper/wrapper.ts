/** What the wrapper service knows of a client: its own id and how far their intake has come. */
export interface WrapperClient {
  readonly clientId: string;
  readonly sectionsAnswered: number;
}

/** The questionnaire progressed: how many of its sections have answers, never the answers. */
export interface WrapperIntakeUpdate {
  readonly caseId: string;
  readonly sectionsAnswered: number;
  readonly at: string;
}

/**
 * The wrapper service in front of the customer-relationship service's intake records. Every call
 * throws on failure so that the job is retried.
 */
export interface WrapperAdapter {
  readonly name: string;
  /** `GET clientInfo/{caseId}`; null when the service does not know the client. */
  clientInfo(caseId: string): Promise<WrapperClient | null>;
  /** `PATCH update-intake`. */
  updateIntake(update: WrapperIntakeUpdate): Promise<void>;
}
