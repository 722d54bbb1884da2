import {
  type MyReferrals,
  myReferralsSchema,
  type ReferralCodeCheck,
  referralCodeCheckSchema,
} from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';

export const checkReferralCode = async (code: string, signal?: AbortSignal): Promise<ReferralCodeCheck> =>
  referralCodeCheckSchema.parse(
    await apiRequest(`/referrals/codes/${encodeURIComponent(code)}`, {
      auth: 'none',
      ...(signal ? { signal } : {}),
    }),
  );

export const fetchMyReferrals = async (signal?: AbortSignal): Promise<MyReferrals> =>
  myReferralsSchema.parse(
    await apiRequest('/referrals/mine', { auth: 'token', ...(signal ? { signal } : {}) }),
  );
