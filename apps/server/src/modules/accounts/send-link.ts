import type { Locale } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { safeChannelsOf } from './safe-contact';
import { sendNotification } from '../notifications';

/** The channels a survivor said are safe, from the eligibility answers kept on the account. */
export function safeChannels(safeContact: unknown): { email: boolean; sms: boolean } {
  const { email, textMessages: sms } = safeChannelsOf(safeContact);
  // The account's email is how it signs in: when neither channel was called safe, email alone still
  // carries links the applicant asked for this minute, rather than leaving them locked out.
  return { email: email || !sms, sms };
}

/**
 * Sends a link message by email and, when the account has a phone, by SMS; once per token. A channel
 * the applicant said is not safe (an abuser may read it) is skipped.
 */
export async function sendLink(
  jobs: Pick<JobRunner, 'send'>,
  input: {
    template: 'activation' | 'password-reset' | 'password-changed' | 'sign-up-attempt';
    tokenId: string;
    account: { email: string; phone: string | null; name: string; locale: string; safeContact?: unknown };
    link: string;
  },
  /** The transaction writing the token or change the message is about. */
  transaction?: Db,
): Promise<void> {
  const locale: Locale = input.account.locale === 'es' ? 'es' : 'en';
  const params = { name: input.account.name, link: input.link };
  const channels = safeChannels(input.account.safeContact);
  if (channels.email) {
    await sendNotification(
      jobs,
      {
        key: `${input.template}:${input.tokenId}:email`,
        channel: 'email',
        to: input.account.email,
        locale,
        template: input.template,
        params,
      },
      transaction,
    );
  }
  if (input.account.phone && channels.sms) {
    await sendNotification(
      jobs,
      {
        key: `${input.template}:${input.tokenId}:sms`,
        channel: 'sms',
        to: input.account.phone,
        locale,
        template: input.template,
        params,
      },
      transaction,
    );
  }
}
