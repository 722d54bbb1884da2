import { AppError, type AcceptTermsRequest, type Locale, type TermsAcceptance } from '@camino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { termsAcceptances } from '../../db/schema/agreements';
import { applyCaseEvent, lockCase } from '../cases';
import { hasReached } from './case-progress';
import type { LegalLibrary } from './legal-documents';

export interface AcceptTermsDeps {
  db: Db;
  library: LegalLibrary;
  now: Date;
}

export interface Acceptor {
  caseId: string;
  locale: Locale;
  clientAddress: string;
}

const toAcceptance = (row: typeof termsAcceptances.$inferSelect): TermsAcceptance => ({
  termsVersion: row.termsVersion,
  privacyVersion: row.privacyVersion,
  acceptedAt: row.acceptedAt.toISOString(),
});

/**
 * Records that the applicant accepted the versions in force and moves the case from accept-terms to
 * sign-contract. Accepting the same versions again answers the first record, whatever the step.
 */
export async function acceptTerms(
  { db, library, now }: AcceptTermsDeps,
  acceptor: Acceptor,
  request: AcceptTermsRequest,
): Promise<TermsAcceptance> {
  // A page left open across a new version must show the new text before consent counts.
  if (request.termsVersion !== library.terms.version || request.privacyVersion !== library.privacy.version)
    throw new AppError('CONFLICT', {
      detail: 'The terms changed; read and accept the current version.',
      extensions: { reason: 'termsVersion' },
    });

  return db.transaction(async (tx) => {
    const row = await lockCase(tx, acceptor.caseId);
    const [existing] = await tx
      .select()
      .from(termsAcceptances)
      .where(
        and(
          eq(termsAcceptances.caseId, row.id),
          eq(termsAcceptances.termsVersion, request.termsVersion),
          eq(termsAcceptances.privacyVersion, request.privacyVersion),
        ),
      )
      .limit(1);
    if (existing) return toAcceptance(existing);
    if (!hasReached(row.step, 'accept-terms'))
      throw new AppError('FORBIDDEN', {
        detail: 'The terms are accepted after the payment.',
        extensions: { reason: 'case.stepNotReached' },
      });

    const [inserted] = await tx
      .insert(termsAcceptances)
      .values({
        caseId: row.id,
        termsVersion: request.termsVersion,
        privacyVersion: request.privacyVersion,
        locale: acceptor.locale,
        clientAddress: acceptor.clientAddress,
        acceptedAt: now,
      })
      .returning();
    // Later steps (a new version accepted mid-case) only add the record; the journey stays where it is.
    if (row.step === 'accept-terms')
      await applyCaseEvent(tx, { caseId: row.id, event: 'TERMS_ACCEPTED', now });
    return toAcceptance(inserted!);
  });
}
