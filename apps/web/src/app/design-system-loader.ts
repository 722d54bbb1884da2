import { notFound } from './page-loader';

/** The design-system page exists only where the server says developer pages are on. */
export async function designSystemLoader({ request }: { request: Request }): Promise<null> {
  try {
    const response = await fetch('/api/client-config', {
      headers: { Accept: 'application/json' },
      signal: request.signal,
    });
    const body: unknown = response.ok ? await response.json() : null;
    if (body && typeof body === 'object' && (body as { devPages?: unknown }).devPages === true) return null;
  } catch {
    // Unreachable config means production rules: no developer pages.
  }
  return notFound();
}
