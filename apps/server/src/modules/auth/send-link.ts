import type { Locale } from '@camino/contracts';
import type { JobRunner } from '../../jobs/job-runner';
import { sendNotification } from '../notifications';

/** Sends a link message by email and, when the account has a phone, by SMS; once per token. */
export async function sendLink(
  jobs: Pick<JobRunner, 'send'>,
  input: {
    template: 'activation' | 'password-reset' | 'password-changed';
    tokenId: string;
    account: { email: string; phone: string | null; name: string; locale: string };
    link: string;
  },
): Promise<void> {
  const locale: Locale = input.account.locale === 'es' ? 'es' : 'en';
  const params = { name: input.account.name, link: input.link };
  await sendNotification(jobs, {
    key: `${input.template}:${input.tokenId}:email`,
    channel: 'email',
    to: input.account.email,
    locale,
    template: input.template,
    params,
  });
  if (input.account.phone) {
    await sendNotification(jobs, {
      key: `${input.template}:${input.tokenId}:sms`,
      channel: 'sms',
      to: input.account.phone,
      locale,
      template: input.template,
      params,
    });
  }
}
