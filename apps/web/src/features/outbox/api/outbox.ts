import { type OutboxMessage, outboxSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The development outbox, newest message first. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  const outbox = await apiRequest('/dev/outbox', {
    schema: outboxSchema,
    auth: 'none',
    signal,
  });
  return [...outbox.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
