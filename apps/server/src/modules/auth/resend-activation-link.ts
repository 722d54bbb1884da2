import { ACTIVATION_WINDOW_MS } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountById } from '../accounts/queries';
import { recordAuditEvent } from '../audit';
import { authError } from './auth-errors';
import { findLinkToken, issueLinkToken, linkTo } from './link-tokens';
import { sendLink } from './send-link';

/** Sends a fresh activation link by email and SMS, from any earlier link of the account (expired ones included). */
export async function resendActivationLink(
  deps: {
    db: Db;
    jobs: Pick<JobRunner, 'send'>;
    config: Pick<Config, 'PUBLIC_URL'>;
    now: Date;
    ipHash: string | null;
  },
  token: string,
): Promise<void> {
  const previous = await findLinkToken(deps.db, token, 'activation');
  const account = previous ? await findAccountById(deps.db, previous.accountId) : null;
  if (!account) throw authError('NOT_FOUND', 'invalidLink');
  if (account.activatedAt) throw authError('CONFLICT', 'alreadyActivated');
  const link = await issueLinkToken(deps.db, {
    accountId: account.id,
    purpose: 'activation',
    ttlSeconds: ACTIVATION_WINDOW_MS / 1000,
    now: deps.now,
  });
  await recordAuditEvent(deps.db, {
    type: 'activation_link_resent',
    accountId: account.id,
    ipHash: deps.ipHash,
    at: deps.now,
  });
  await sendLink(deps.jobs, {
    template: 'activation',
    tokenId: link.id,
    account,
    link: linkTo(deps.config, account.locale, '/activate-account', link.token),
  });
}
