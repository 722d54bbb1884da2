import { type ContactInfo, maskEmail, maskPhone } from '@camino/contracts';
import type { Db } from '../../db/database';
import { findAccountById } from './queries';
import { authError } from './auth-errors';
import { findLinkToken } from './link-tokens';

/** Where the links of an activation link's account go, masked, for the resend screen; expired links work. */
export async function getContactInfo(db: Db, token: string): Promise<ContactInfo> {
  const link = await findLinkToken(db, token, 'activation');
  const account = link ? await findAccountById(db, link.accountId) : null;
  if (!account) throw authError('NOT_FOUND', 'invalidLink');
  return { email: maskEmail(account.email), phone: account.phone ? maskPhone(account.phone) : '' };
}
