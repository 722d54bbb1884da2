import { notFound } from './page-loader';

/** The design-system page exists only where the server says developer pages are on. */
export async function designSystemLoader({ request }: { request: Request }): Promise<null> {
  // Unreachable config means production rules: no developer pages.
  // Loaded on demand: the schema check stays out of the first page's code.
  const { getClientConfig } = await import('../lib/api/client-config');
  const config = await getClientConfig({ signal: request.signal, retries: 0 }).catch(() => null);
  if (config?.devPages === true) return null;
  return notFound();
}
