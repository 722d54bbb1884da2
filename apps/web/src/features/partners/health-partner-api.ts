import { HEALTH_DISCLOSURE_VERSION, type HealthReferral, healthReferralSchema } from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';

export const fetchHealthReferral = async (signal?: AbortSignal): Promise<HealthReferral> =>
  healthReferralSchema.parse(
    await apiRequest('/salud-total/referral', { auth: 'token', ...(signal ? { signal } : {}) }),
  );

/** Records the authorization and sends the referral; rejects with an ApiError when it was not sent. */
export const referClient = async (declarationExcerpt: string | null): Promise<HealthReferral> =>
  healthReferralSchema.parse(
    await apiRequest('/salud-total/refer-client', {
      method: 'POST',
      auth: 'token',
      body: { authorized: true, disclosureVersion: HEALTH_DISCLOSURE_VERSION, declarationExcerpt },
    }),
  );
