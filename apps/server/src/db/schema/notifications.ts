import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages delivered to the outbox transport (the default when no SMTP server or SMS provider is
 * configured), so that a person trying Camino locally can read them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_created_idx').on(table.createdAt)],
);

/** One row per message handed to its transport; a retried job finding its key here does not send again. */
export const notificationDeliveries = pgTable('notification_deliveries', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  transport: text('transport').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
});
