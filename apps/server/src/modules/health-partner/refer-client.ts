import { AppError, HEALTH_DISCLOSURE_VERSION, type HealthReferral } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { HealthPartnerAdapter } from '../../adapters/health-partner';
import type { Db } from '../../db/database';
import { healthPartnerReferrals } from '../../db/schema/health-partner';
import { findAccountById } from '../accounts';
import type { CaseRow } from '../cases';
import { sharedDataOf } from './shared-data';

type ReferralRow = typeof healthPartnerReferrals.$inferSelect;

async function findReferral(db: Db, caseId: string): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(healthPartnerReferrals)
    .where(eq(healthPartnerReferrals.caseId, caseId))
    .limit(1);
  return row;
}

async function findAccount(db: Db, accountId: string) {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('UNAUTHORIZED', { detail: 'The account no longer exists.' });
  return account;
}

function toView(row: ReferralRow | undefined, preview: HealthReferral['shared']): HealthReferral {
  return {
    disclosureVersion: HEALTH_DISCLOSURE_VERSION,
    status: row?.status === 'sent' ? 'sent' : row ? 'failed' : 'none',
    // Before a referral, what would be shared now; after, exactly what was.
    shared: row ? row.shared : preview,
    consentedAt: row?.consentedAt.toISOString() ?? null,
    sentAt: row?.sentAt?.toISOString() ?? null,
  };
}

/** Where the case's referral stands, and what an authorization would share. */
export async function healthReferralOf(db: Db, caseRow: CaseRow): Promise<HealthReferral> {
  const account = await findAccount(db, caseRow.accountId);
  const row = await findReferral(db, caseRow.id);
  return toView(row, sharedDataOf(account, caseRow.strategy, null));
}

/**
 * Records the applicant's consent and hands the referral to the partner. Once the partner has it,
 * asking again changes nothing (one referral per case); after a failure, asking again records the
 * new consent and tries again under the same referral id.
 */
export async function referClient(
  deps: { db: Db; partner: HealthPartnerAdapter; now: () => Date },
  input: { caseRow: CaseRow; disclosureVersion: string; declarationExcerpt: string | null; now: Date },
): Promise<HealthReferral> {
  const { db, partner } = deps;
  const { caseRow, now } = input;
  if (input.disclosureVersion !== HEALTH_DISCLOSURE_VERSION)
    throw new AppError('CONFLICT', {
      detail: 'The disclosure text changed; read it again before authorizing.',
      extensions: { reason: 'healthPartner.disclosureChanged' },
    });
  const existing = await findReferral(db, caseRow.id);
  if (existing?.status === 'sent') return toView(existing, existing.shared);

  const account = await findAccount(db, caseRow.accountId);
  const shared = sharedDataOf(account, caseRow.strategy, input.declarationExcerpt);
  const consent = { disclosureVersion: input.disclosureVersion, consentedAt: now, shared };
  const [row] = await db
    .insert(healthPartnerReferrals)
    .values({ caseId: caseRow.id, status: 'pending', ...consent })
    .onConflictDoUpdate({ target: healthPartnerReferrals.caseId, set: consent })
    .returning();
  if (!row) throw new Error('The referral was not recorded');
  if (row.status === 'sent') return toView(row, row.shared);

  try {
    await partner.referClient({
      referralId: row.id,
      locale: account.locale,
      consent: { at: now.toISOString(), disclosureVersion: input.disclosureVersion },
      ...shared,
    });
  } catch (error) {
    await db
      .update(healthPartnerReferrals)
      .set({ status: 'failed', lastFailedAt: deps.now() })
      .where(eq(healthPartnerReferrals.id, row.id));
    throw new AppError('UNAVAILABLE', {
      detail: 'The health partner could not be reached; the authorization is kept, try again.',
      extensions: { reason: 'healthPartner.unavailable' },
      cause: error,
    });
  }
  const [sent] = await db
    .update(healthPartnerReferrals)
    .set({ status: 'sent', sentAt: deps.now() })
    .where(eq(healthPartnerReferrals.id, row.id))
    .returning();
  return toView(sent ?? row, shared);
}
