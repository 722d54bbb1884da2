import {
  ACTIVATION_WINDOW_MS,
  type AccountCreated,
  AppError,
  AUTH_MESSAGES,
  type CreateAccountRequest,
  type FieldError,
  type Locale,
  maskEmail,
  maskPhone,
  normalizePhone,
} from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { accounts, passwordHistory } from '../../db/schema/accounts';
import type { JobRunner } from '../../jobs/job-runner';
import { type Account, findAccountByEmail, findAccountByPhone } from './queries';
import { migrateTempSession, type TempSessionMigrations } from './temp-session-migrations';
import { recordAuditEvent } from '../audit';
import { fieldError } from './auth-errors';
import { issueLinkToken, linkTo } from './link-tokens';
import { type HashingConfig, hashPassword } from './password-hasher';
import { sendLink } from './send-link';
import type { TempSession } from './temp-sessions';
import { uniqueViolation } from '../../db/unique-violation';

export interface CreateAccountDeps {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  config: HashingConfig & Pick<Config, 'PUBLIC_URL'>;
  now: Date;
  ipHash: string | null;
  tempSessionMigrations: TempSessionMigrations;
}

export function inUse(fields: readonly ('email' | 'phone')[]): AppError {
  const errors: FieldError[] = fields.map((field) => ({
    path: `body.${field}`,
    message: AUTH_MESSAGES[field === 'email' ? 'emailInUse' : 'phoneInUse'].en,
  }));
  return new AppError('CONFLICT', {
    detail: errors[0]!.message,
    errors,
    extensions: { field: fields[0], fields, reason: fields[0] === 'email' ? 'emailInUse' : 'phoneInUse' },
  });
}

/**
 * An email or phone that already has an account is not told to whoever is signing up (anyone could
 * learn whether a person uses Camino): the answer is the same as for a new account, nothing is
 * created, and the owner is told on their safe channels that someone tried — at most once a day.
 */
async function tellOwnersOfAttempt(deps: CreateAccountDeps, owners: readonly Account[]): Promise<void> {
  const day = deps.now.toISOString().slice(0, 10);
  for (const owner of owners) {
    const prefix = owner.locale === 'es' ? '/es' : '';
    await sendLink(deps.jobs, {
      template: 'sign-up-attempt',
      tokenId: `${owner.id}:${day}`,
      account: owner,
      link: `${deps.config.PUBLIC_URL}${prefix}/login`,
    });
  }
}

function awaitingActivation(email: string, phone: string): AccountCreated {
  return { status: 'awaiting_activation', email: maskEmail(email), phone: maskPhone(phone) };
}

/**
 * Creates an account awaiting activation from the visitor's temporary session, moves the
 * session's data to it and sends the activation link by email and SMS. See ADR 0230 for an email
 * or phone already in use.
 */
export async function createAccount(
  deps: CreateAccountDeps,
  tempSession: TempSession,
  request: CreateAccountRequest,
): Promise<AccountCreated> {
  const phone = normalizePhone(request.phone);
  if (!phone) throw fieldError('phone', 'invalidFormat');
  const email = request.email;
  const locale: Locale = request.locale ?? (tempSession.locale === 'es' ? 'es' : 'en');

  // Hashed first in every case, so the answer takes as long whether or not the details are in use.
  const passwordHash = await hashPassword(deps.config, request.password);
  const owners = [await findAccountByEmail(deps.db, email), await findAccountByPhone(deps.db, phone)].filter(
    (owner, index, all): owner is Account =>
      owner !== null && all.findIndex((o) => o?.id === owner.id) === index,
  );
  if (owners.length > 0) {
    await tellOwnersOfAttempt(deps, owners);
    return awaitingActivation(email, phone);
  }

  try {
    // The account, its activation token and its activation message commit together: no failure
    // can leave an email and phone registered that never received their link.
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [account] = await tx
        .insert(accounts)
        .values({
          name: request.name,
          lastName: request.lastName,
          email,
          phone,
          passwordHash,
          locale,
          createdAt: deps.now,
          updatedAt: deps.now,
        })
        .returning({ id: accounts.id });
      const accountId = account!.id;
      await tx.insert(passwordHistory).values({ accountId, passwordHash, createdAt: deps.now });
      const link = await issueLinkToken(tx, {
        accountId,
        purpose: 'activation',
        ttlSeconds: ACTIVATION_WINDOW_MS / 1000,
        now: deps.now,
      });
      await migrateTempSession(tx, deps.tempSessionMigrations, {
        tempSessionId: tempSession.id,
        accountId,
        now: deps.now,
      });
      await recordAuditEvent(tx, { type: 'account_created', accountId, ipHash: deps.ipHash, at: deps.now });
      await sendLink(
        deps.jobs,
        {
          template: 'activation',
          tokenId: link.id,
          account: { email, phone, name: request.name, locale, safeContact: tempSession.safeContact },
          link: linkTo(deps.config, locale, '/activate-account', link.token),
        },
        tx,
      );
    });
  } catch (error) {
    // Two sign-ups racing for the same email or phone: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === 'accounts_email_key' || constraint === 'accounts_phone_key')
      return awaitingActivation(email, phone);
    throw error;
  }

  return awaitingActivation(email, phone);
}
