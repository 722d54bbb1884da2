import { HEALTH_DISCLOSURE_VERSION, healthReferralSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const fetchHealthReferral = (signal?: AbortSignal) =>
  apiRequest('/salud-total/referral', {
    schema: healthReferralSchema,
    auth: 'token',
    signal,
  });

/** Records the authorization and sends the referral; rejects with an ApiError when it was not sent. */
export const referClient = (declarationExcerpt: string | null) =>
  apiRequest('/salud-total/refer-client', {
    schema: healthReferralSchema,
    method: 'POST',
    auth: 'token',
    body: { authorized: true, disclosureVersion: HEALTH_DISCLOSURE_VERSION, declarationExcerpt },
  });
