import { myReferralsSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const fetchMyReferrals = (signal?: AbortSignal) =>
  apiRequest('/referrals/mine', { schema: myReferralsSchema, auth: 'token', signal });
