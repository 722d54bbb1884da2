export const BUILD_ID: string = import.meta.env.CAMINO_BUILD_ID;

export interface BuildManifest {
  id: string;
  builtAt?: string;
}

/** Fetches the deployed build id; null when it cannot be read (offline, dev server). */
export async function fetchLatestBuild(
  now = Date.now(),
  fetchImpl: typeof fetch = fetch,
): Promise<BuildManifest | null> {
  try {
    const response = await fetchImpl(`/builds/latest.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as BuildManifest).id === 'string')
      return body as BuildManifest;
    return null;
  } catch {
    return null;
  }
}
