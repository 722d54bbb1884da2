import type { OutboxMessage } from '@camino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxMessages } from '../../db/schema/notifications';

/** The newest outbox messages first, optionally for one recipient. */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(options.to ? eq(outboxMessages.recipient, options.to) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    subject: row.subject,
    text: row.text,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  }));
}
