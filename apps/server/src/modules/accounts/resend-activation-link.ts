import { ACTIVATION_WINDOW_MS } from '@camino/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { accountTokens } from '../../db/schema/accounts';
import type { JobRunner } from '../../jobs/job-runner';
import { type Account, findAccountById } from './queries';
import { recordAuditEvent } from '../audit';
import { wasDeliveredUnder } from '../notifications';
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
  await sendActivationLink(deps, account);
}

/**
 * Issues a fresh activation link and queues it by email and SMS in one transaction, so the link
 * exists only if its message was queued.
 */
export async function sendActivationLink(
  deps: {
    db: Db;
    jobs: Pick<JobRunner, 'send'>;
    config: Pick<Config, 'PUBLIC_URL'>;
    now: Date;
    ipHash: string | null;
  },
  account: Account,
): Promise<void> {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const link = await issueLinkToken(tx, {
      accountId: account.id,
      purpose: 'activation',
      ttlSeconds: ACTIVATION_WINDOW_MS / 1000,
      now: deps.now,
    });
    await recordAuditEvent(tx, {
      type: 'activation_link_resent',
      accountId: account.id,
      ipHash: deps.ipHash,
      at: deps.now,
    });
    await sendLink(
      deps.jobs,
      {
        template: 'activation',
        tokenId: link.id,
        account,
        link: linkTo(deps.config, account.locale, '/activate-account', link.token),
      },
      tx,
    );
  });
}

/**
 * True when the account's newest activation link can no longer reach the applicant: there is none
 * left unused, it has expired, or `lostAfterSeconds` after it was issued no message carried it.
 */
export async function activationLinkLost(
  db: Db,
  accountId: string,
  now: Date,
  lostAfterSeconds: number,
): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, 'activation')))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= now) return true;
  if (now.getTime() - latest.createdAt.getTime() < lostAfterSeconds * 1000) return false;
  return !(await wasDeliveredUnder(db, `activation:${latest.id}:`));
}
