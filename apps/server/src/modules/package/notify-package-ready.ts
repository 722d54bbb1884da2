/**
 * The ready message, by SMS and email, only on the channels the applicant called safe, in their
 * language, naming nothing about the case. With no safe channel nothing is sent: the dashboard shows it.
 */
import type { Locale } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountById, safeChannelsOf } from '../accounts';
import type { CaseRow } from '../cases';
import { sendNotification } from '../notifications';

export async function notifyPackageReady(
  deps: { jobs: Pick<JobRunner, 'send'>; config: Pick<Config, 'PUBLIC_URL'> },
  tx: Db,
  input: { caseRow: CaseRow; build: number; locale: Locale },
): Promise<void> {
  const account = await findAccountById(tx, input.caseRow.accountId);
  if (!account) return;
  const locale: Locale = account.locale === 'es' ? 'es' : input.locale;
  const link = `${deps.config.PUBLIC_URL}${locale === 'es' ? '/es' : ''}/download-case`;
  const safe = safeChannelsOf(account.safeContact);
  const key = `package-ready:${input.caseRow.id}:${input.build}`;
  if (safe.email)
    await sendNotification(
      deps.jobs,
      {
        key: `${key}:email`,
        channel: 'email',
        to: account.email,
        locale,
        template: 'package-ready',
        params: { link },
      },
      tx,
    );
  if (safe.textMessages && account.phone)
    await sendNotification(
      deps.jobs,
      {
        key: `${key}:sms`,
        channel: 'sms',
        to: account.phone,
        locale,
        template: 'package-ready',
        params: { link },
      },
      tx,
    );
}
