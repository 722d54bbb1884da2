import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { EmailMessage, Mailer } from './mailer';

/** Email through an SMTP server (nodemailer), e.g. the provider's relay in production. */
export function createSmtpMailer(options: { url: string; from: string; hostname?: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  const domain = options.hostname ?? 'camino.local';
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      // A Message-ID derived from the idempotency key lets receiving servers drop a resent duplicate.
      const id = createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 32);
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${id}@${domain}>`,
      });
    },
    async close() {
      transport.close();
    },
  };
}
