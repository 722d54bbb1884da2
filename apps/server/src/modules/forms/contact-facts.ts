import type { ContactFacts } from './notice-address';
import { safeAddressOf, safeChannelsOf } from '../accounts';

/** What the forms may print to let USCIS reach the applicant, from the account. */
export function contactFactsOf(
  account: { email: string; phone: string | null; safeContact: unknown } | null,
): ContactFacts {
  if (account === null) return { safeAddress: null, channels: { email: false, textMessages: false } };
  return {
    safeAddress: safeAddressOf(account.safeContact),
    channels: safeChannelsOf(account.safeContact),
    email: account.email,
    phone: account.phone,
  };
}
