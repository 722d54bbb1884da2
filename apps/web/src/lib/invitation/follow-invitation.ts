import { referralArrivalResponseSchema } from '@camino/contracts';
import { apiRequest } from '../api-client';
import { clearInvitation, readInvitation } from './invitation-store';

/**
 * Just before a visitor creates their account: the invitation they arrived with is put on their
 * temporary session so the account inherits it. Never in the way of the sign-up: a failure only
 * loses the invitation. Returns the partner's name (or '' for a person) when it was recorded.
 */
export async function followInvitation(): Promise<{ partnerName: string | null } | null> {
  const invitation = readInvitation();
  if (!invitation) return null;
  try {
    const { recorded } = await apiRequest('/referrals/arrival', {
      schema: referralArrivalResponseSchema,
      body: { code: invitation.code },
      auth: 'temp',
    });
    if (!recorded) clearInvitation();
    return recorded ? { partnerName: invitation.partnerName } : null;
  } catch {
    return null;
  }
}
