export interface SmsMessage {
  /** E.164. */
  to: string;
  text: string;
  idempotencyKey: string;
  links: readonly string[];
}

export interface SmsSender {
  readonly name: 'outbox' | 'twilio';
  send(message: SmsMessage): Promise<void>;
}
