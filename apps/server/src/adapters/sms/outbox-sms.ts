import type { Db } from '../../db/database';
import { outboxMessages } from '../../db/schema';
import type { SmsMessage, SmsSender } from './sms-sender';

/** Keeps SMS in the outbox table, readable at the development outbox endpoint. */
export function createOutboxSms(db: Db): SmsSender {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      await db
        .insert(outboxMessages)
        .values({
          idempotencyKey: message.idempotencyKey,
          channel: 'sms',
          recipient: message.to,
          subject: null,
          text: message.text,
          links: [...message.links],
        })
        .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
    },
  };
}
