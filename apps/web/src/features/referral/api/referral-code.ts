import { referralCodeCheckSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const checkReferralCode = (code: string, signal?: AbortSignal) =>
  apiRequest(`/referrals/codes/${encodeURIComponent(code)}`, {
    schema: referralCodeCheckSchema,
    auth: 'none',
    signal,
  });
