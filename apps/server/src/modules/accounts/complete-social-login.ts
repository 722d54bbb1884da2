import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SocialProfile, SocialProviderAdapter } from '../../adapters/social/social-provider';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { socialIdentities, socialLoginFlows } from '../../db/schema/auth';
import { type Account, findAccountByEmail, findAccountById } from './queries';
import { recordAuditEvent } from '../audit';
import { sha256 } from './secrets';
import { type IssuedSession, type SessionConfig, startSession } from './sessions';

export type SocialLoginResult =
  | { outcome: 'signed-in'; session: IssuedSession; locale: string }
  | { outcome: 'failed'; reason: 'invalid_state' | 'provider_error' | 'email_not_verified'; locale: string };

/**
 * Finishes a provider sign-in: checks the state (single use), lets the adapter verify the code
 * exchange (PKCE, nonce, ID token), then signs in the linked account, links an account with the
 * same verified email, or opens a new one.
 */
export async function completeSocialLogin(
  deps: {
    db: Db;
    config: SessionConfig;
    signingKey: Uint8Array;
    now: Date;
    ipHash: string | null;
    log: FastifyBaseLogger;
  },
  input: {
    adapter: SocialProviderAdapter;
    redirectUri: string;
    state: string;
    callbackParams: URLSearchParams;
  },
): Promise<SocialLoginResult> {
  const { db, now } = deps;
  await db.delete(socialLoginFlows).where(lt(socialLoginFlows.expiresAt, now));
  const [flow] = await db
    .delete(socialLoginFlows)
    .where(
      and(
        eq(socialLoginFlows.stateHash, sha256(input.state)),
        eq(socialLoginFlows.provider, input.adapter.name),
        gt(socialLoginFlows.expiresAt, now),
      ),
    )
    .returning();
  if (!flow) return { outcome: 'failed', reason: 'invalid_state', locale: 'en' };

  let profile: SocialProfile;
  try {
    profile = await input.adapter.exchange({
      redirectUri: input.redirectUri,
      state: input.state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      callbackParams: input.callbackParams,
    });
  } catch (error) {
    deps.log.warn({ err: error, provider: input.adapter.name }, 'social sign-in exchange failed');
    return { outcome: 'failed', reason: 'provider_error', locale: flow.locale };
  }

  const account = await findOrLinkAccount(deps, input.adapter.name, profile, flow.locale);
  if (!account) return { outcome: 'failed', reason: 'email_not_verified', locale: flow.locale };
  const session = await startSession(deps, account.id);
  await recordAuditEvent(db, {
    type: 'social_login_succeeded',
    accountId: account.id,
    ipHash: deps.ipHash,
    details: { provider: input.adapter.name },
    at: now,
  });
  return { outcome: 'signed-in', session, locale: account.locale };
}

async function findOrLinkAccount(
  deps: { db: Db; now: Date; ipHash: string | null },
  provider: string,
  profile: SocialProfile,
  locale: string,
): Promise<Account | null> {
  const { db, now } = deps;
  const [identity] = await db
    .select({ accountId: socialIdentities.accountId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject)))
    .limit(1);
  if (identity) return findAccountById(db, identity.accountId);
  if (!profile.email || !profile.emailVerified) return null;

  let account: Account | null | undefined = await findAccountByEmail(db, profile.email);
  if (account && !account.activatedAt) {
    // Whoever created this unactivated account never proved the email; the provider just did.
    // Their password is dropped so that a squatter cannot keep a way in (the owner can reset it).
    [account] = await db
      .update(accounts)
      .set({ activatedAt: now, passwordHash: null, updatedAt: now })
      .where(eq(accounts.id, account.id))
      .returning();
  }
  if (!account) {
    [account] = await db
      .insert(accounts)
      .values({
        name: profile.givenName ?? '',
        lastName: profile.familyName ?? '',
        email: profile.email,
        phone: null,
        passwordHash: null,
        locale: locale === 'es' ? 'es' : 'en',
        activatedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAuditEvent(db, {
      type: 'account_created',
      accountId: account!.id,
      ipHash: deps.ipHash,
      details: { provider },
      at: now,
    });
  }
  await db
    .insert(socialIdentities)
    .values({ accountId: account!.id, provider, subject: profile.subject, createdAt: now });
  await recordAuditEvent(db, {
    type: 'social_account_linked',
    accountId: account!.id,
    ipHash: deps.ipHash,
    details: { provider },
    at: now,
  });
  return account!;
}
