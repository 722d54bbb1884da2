/**
 * Who is paying and how they may be reached. Survivors told us which channels are safe (an abuser
 * may read the others); a payment message goes only to a channel they called safe. Unlike sign-in
 * links, nothing here is needed to get back in, so with no safe channel nothing is sent: the
 * applicant sees receipts and failures in the app.
 */
import type { Locale } from '@camino/contracts';
import type { Db } from '../../db/database';
import { findAccountById } from '../accounts';
import { findCaseById } from '../cases';

export interface Payer {
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  /** Channels the applicant called safe. */
  safe: { email: boolean; sms: boolean };
}

export function safePaymentChannels(safeContact: unknown): { email: boolean; sms: boolean } {
  const choices = (safeContact ?? {}) as { email?: unknown; textMessages?: unknown };
  return { email: choices.email !== false, sms: choices.textMessages !== false };
}

export async function findPayer(db: Db, caseId: string): Promise<Payer | null> {
  const caseRow = await findCaseById(db, caseId);
  const account = caseRow && (await findAccountById(db, caseRow.accountId));
  if (!account) return null;
  return {
    name: account.name,
    email: account.email,
    phone: account.phone,
    locale: account.locale === 'es' ? 'es' : 'en',
    safe: safePaymentChannels(account.safeContact),
  };
}
