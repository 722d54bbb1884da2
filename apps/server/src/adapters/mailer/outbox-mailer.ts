import type { Db } from '../../db/database';
import { outboxMessages } from '../../db/schema';
import type { EmailMessage, Mailer } from './mailer';

/** Keeps email in the outbox table, readable at the development outbox endpoint. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    name: 'outbox',
    async send(message: EmailMessage) {
      await db
        .insert(outboxMessages)
        .values({
          idempotencyKey: message.idempotencyKey,
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          links: [...message.links],
        })
        .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
    },
  };
}
