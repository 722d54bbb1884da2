import type { OutboxMessage } from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';

/** The development outbox, newest message first. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  const outbox = await apiRequest<{ messages: OutboxMessage[] }>('/dev/outbox', {
    auth: 'none',
    ...(signal ? { signal } : {}),
  });
  return [...outbox.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The path, query and fragment of a link, so it opens on whatever host the page was opened on
 * (links are built from the server's public URL, which may differ from the address in use).
 */
export function sameOriginHref(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return link;
  }
}
