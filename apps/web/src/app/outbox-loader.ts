import { notFound } from './page-loader';

/** The outbox page exists only where the server keeps an outbox (development, messages not really sent). */
export async function outboxLoader({ request }: { request: Request }): Promise<null> {
  // Unreachable config means production rules: no outbox.
  // Loaded on demand: the schema check stays out of the first page's code.
  const { getClientConfig } = await import('../lib/api/client-config');
  const config = await getClientConfig({ signal: request.signal, retries: 0 }).catch(() => null);
  if (config?.outbox === true) return null;
  return notFound();
}
