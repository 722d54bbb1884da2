import { notFound } from './page-loader';

/** The outbox page exists only where the server keeps an outbox (development, messages not really sent). */
export async function outboxLoader({ request }: { request: Request }): Promise<null> {
  try {
    const response = await fetch('/api/client-config', {
      headers: { Accept: 'application/json' },
      signal: request.signal,
    });
    const body: unknown = response.ok ? await response.json() : null;
    if (body && typeof body === 'object' && (body as { outbox?: unknown }).outbox === true) return null;
  } catch {
    // Unreachable config means production rules: no outbox.
  }
  return notFound();
}
