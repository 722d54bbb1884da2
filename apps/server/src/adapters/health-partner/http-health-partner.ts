import type { HealthPartnerAdapter } from './health-partner';

export interface HttpHealthPartnerOptions {
  /** Base URL of the partner service; referrals go to `POST {url}/refer-client`. */
  url: string;
  token: string;
}

/**
 * The partner's `refer-client` call. Each referral carries its id as idempotency key, so a retry
 * after a lost answer is kept once.
 */
export function createHttpHealthPartner(
  options: HttpHealthPartnerOptions,
  fetchImpl: typeof fetch = fetch,
): HealthPartnerAdapter {
  const endpoint = `${options.url.replace(/\/+$/, '')}/refer-client`;
  return {
    name: 'http',
    async referClient(referral) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': `health-referral:${referral.referralId}`,
        },
        body: JSON.stringify({
          externalId: referral.referralId,
          name: referral.name,
          email: referral.email,
          phone: referral.phone,
          caseType: referral.caseType,
          declarationExcerpt: referral.declarationExcerpt,
          language: referral.locale,
          consent: referral.consent,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok)
        throw new Error(`The health partner answered ${response.status} to POST refer-client`);
    },
  };
}
