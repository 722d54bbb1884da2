import {
  ACTIVATION_WINDOW_MS,
  type AccountCreated,
  type CorrectContactRequest,
  maskEmail,
  maskPhone,
  normalizePhone,
} from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountByEmail, findAccountByPhone } from './queries';
import { recordAuditEvent } from '../audit';
import { authError, fieldError } from './auth-errors';
import { inUse } from './create-account';
import { issueLinkToken, linkTo } from './link-tokens';
import { checkCredentials, type LoginConfig } from './login';
import { sendLink } from './send-link';
import { uniqueViolation } from '../../db/unique-violation';

/**
 * Corrects a mistyped email or phone of an account not yet activated. The password proves the
 * account is theirs (counted and locked as a login); the new address gets a fresh link and the
 * link sent to the old one stops working, so a stranger who received it cannot activate.
 */
export async function correctContact(
  deps: {
    db: Db;
    jobs: Pick<JobRunner, 'send'>;
    config: LoginConfig;
    signingKey: Uint8Array;
    now: Date;
    ip: string;
  },
  request: CorrectContactRequest,
): Promise<AccountCreated> {
  const { account, ipHash } = await checkCredentials(deps, request);
  if (account.activatedAt) throw authError('CONFLICT', 'alreadyActivated');

  const email = request.email ?? account.email;
  const phone = request.phone ? normalizePhone(request.phone) : account.phone;
  if (!phone) throw fieldError('phone', 'invalidFormat');
  const emailOwner = email !== account.email ? await findAccountByEmail(deps.db, email) : null;
  const phoneOwner = phone !== account.phone ? await findAccountByPhone(deps.db, phone) : null;
  const taken = [...(emailOwner ? (['email'] as const) : []), ...(phoneOwner ? (['phone'] as const) : [])];
  if (taken.length > 0) throw inUse(taken);

  const corrected = { ...account, email, phone };
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.update(accounts).set({ email, phone, updatedAt: deps.now }).where(eq(accounts.id, account.id));
      // Issuing the new link marks every earlier activation link used.
      const link = await issueLinkToken(tx, {
        accountId: account.id,
        purpose: 'activation',
        ttlSeconds: ACTIVATION_WINDOW_MS / 1000,
        now: deps.now,
      });
      await recordAuditEvent(tx, {
        type: 'activation_link_resent',
        accountId: account.id,
        ipHash,
        details: { contactCorrected: true },
        at: deps.now,
      });
      await sendLink(
        deps.jobs,
        {
          template: 'activation',
          tokenId: link.id,
          account: corrected,
          link: linkTo(deps.config, account.locale, '/activate-account', link.token),
        },
        tx,
      );
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'accounts_email_key') throw inUse(['email']);
    if (constraint === 'accounts_phone_key') throw inUse(['phone']);
    throw error;
  }
  return { status: 'awaiting_activation', email: maskEmail(email), phone: maskPhone(phone) };
}
