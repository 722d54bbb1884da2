import type { CrmAdapter, CrmLead } from './crm';

export interface HttpCrmOptions {
  /** Base URL of the customer-relationship service; the lead goes to `POST {url}/lead`. */
  url: string;
  token: string;
}

/** The customer-relationship service's `POST lead` call. A failed call throws so the job is retried. */
export function createHttpCrm(options: HttpCrmOptions, fetchImpl: typeof fetch = fetch): CrmAdapter {
  const endpoint = `${options.url.replace(/\/+$/, '')}/lead`;
  return {
    name: 'http',
    async deliver(lead: CrmLead) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          // A retried job sends the same lead again; the key lets the service keep one.
          'idempotency-key': lead.id,
        },
        body: JSON.stringify({
          externalId: lead.id,
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          language: lead.locale,
          source: 'eligibility-not-eligible',
          consent: lead.consent,
          ...(lead.screening ? { screening: lead.screening } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`The CRM answered ${response.status} to POST lead`);
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      return {
        externalId: typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : null,
      };
    },
  };
}
