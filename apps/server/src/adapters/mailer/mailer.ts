export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Stable per message; a transport that supports it uses it to drop duplicates. */
  idempotencyKey: string;
  links: readonly string[];
}

/** Sends email; `name` is recorded with each delivery. */
export interface Mailer {
  readonly name: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close?(): Promise<void>;
}
