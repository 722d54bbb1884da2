import type { Mailer } from '../../adapters/mailer/mailer';
import { createOutboxMailer } from '../../adapters/mailer/outbox-mailer';
import { createSmtpMailer } from '../../adapters/mailer/smtp-mailer';
import { createOutboxSms } from '../../adapters/sms/outbox-sms';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { createTwilioSms } from '../../adapters/sms/twilio-sms';
import type { Config } from '../../config';
import type { Db } from '../../db/database';

export type TransportConfig = Pick<
  Config,
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_BASE'
  | 'PUBLIC_URL'
>;

export function twilioConfigured(config: TransportConfig): boolean {
  return Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM);
}

/** True when some channel still goes to the outbox table (no SMTP server or no SMS provider). */
export function outboxInUse(config: TransportConfig): boolean {
  return !config.SMTP_URL || !twilioConfigured(config);
}

export interface Transports {
  mailer: Mailer;
  sms: SmsSender;
}

export function createTransports(config: TransportConfig, db: Db): Transports {
  const mailer = config.SMTP_URL
    ? createSmtpMailer({
        url: config.SMTP_URL,
        from: config.MAIL_FROM,
        hostname: new URL(config.PUBLIC_URL).hostname,
      })
    : createOutboxMailer(db);
  const sms = twilioConfigured(config)
    ? createTwilioSms({
        accountSid: config.TWILIO_ACCOUNT_SID!,
        authToken: config.TWILIO_AUTH_TOKEN!,
        from: config.TWILIO_FROM!,
        apiBase: config.TWILIO_API_BASE,
      })
    : createOutboxSms(db);
  return { mailer, sms };
}
