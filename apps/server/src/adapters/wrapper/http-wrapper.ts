import type { WrapperAdapter, WrapperClient } from './wrapper';

export interface HttpWrapperOptions {
  /** Base URL of the wrapper service: `GET {url}/clientInfo/{case}`, `PATCH {url}/update-intake`. */
  url: string;
  token: string;
}

const clientOf = (body: unknown): WrapperClient | null => {
  const record = (body ?? {}) as { id?: unknown; clientId?: unknown; sectionsAnswered?: unknown };
  const id = record.clientId ?? record.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const sections = Number(record.sectionsAnswered);
  return {
    clientId: String(id),
    sectionsAnswered: Number.isInteger(sections) && sections > 0 ? sections : 0,
  };
};

/** The wrapper service over HTTP; a refused call throws so the job is retried. */
export function createHttpWrapper(
  options: HttpWrapperOptions,
  fetchImpl: typeof fetch = fetch,
): WrapperAdapter {
  const base = options.url.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${options.token}`, accept: 'application/json' };
  return {
    name: 'http',
    async clientInfo(caseId) {
      const response = await fetchImpl(`${base}/clientInfo/${encodeURIComponent(caseId)}`, {
        headers,
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`The wrapper service answered ${response.status} to GET clientInfo`);
      return clientOf(await response.json().catch(() => null));
    },
    async updateIntake(update) {
      const response = await fetchImpl(`${base}/update-intake`, {
        method: 'PATCH',
        headers: {
          ...headers,
          'content-type': 'application/json',
          // A retried job sends the same progress again; the key lets the service keep one.
          'idempotency-key': `case:${update.caseId}:intake:${update.sectionsAnswered}`,
        },
        body: JSON.stringify({
          externalId: update.caseId,
          sectionsAnswered: update.sectionsAnswered,
          updatedAt: update.at,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok)
        throw new Error(`The wrapper service answered ${response.status} to PATCH update-intake`);
    },
  };
}
