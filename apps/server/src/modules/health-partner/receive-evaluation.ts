import { AppError } from '@camino/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { healthPartnerReferrals } from '../../db/schema/health-partner';
import { findAccountById } from '../accounts';
import { findCaseById } from '../cases';
import { addReceivedEvidence, type AddReceivedEvidenceDeps, deleteDocuments } from '../documents';
import { loadEvaluationContent } from './evaluation-content';

export interface ReceivedEvaluation {
  /** The referral id Camino sent as `externalId`. */
  referralId: string;
  bytes: Uint8Array;
}

/**
 * The partner's evaluation came back: it becomes a piece of the case's additional evidence, once.
 * A repeated delivery of the same referral's evaluation answers the document already added, also
 * when two arrive together.
 */
export async function receiveEvaluation(
  deps: AddReceivedEvidenceDeps & { db: Db; log: Pick<FastifyBaseLogger, 'error'> },
  evaluation: ReceivedEvaluation,
): Promise<{ documentId: string; duplicate: boolean }> {
  const [referral] = await deps.db
    .select()
    .from(healthPartnerReferrals)
    .where(eq(healthPartnerReferrals.id, evaluation.referralId))
    .limit(1);
  const caseRow = referral ? await findCaseById(deps.db, referral.caseId) : null;
  const account = caseRow ? await findAccountById(deps.db, caseRow.accountId) : null;
  const found = referral && account ? { referral, locale: account.locale } : null;
  if (!found || found.referral.status !== 'sent')
    throw new AppError('NOT_FOUND', { detail: 'No referral sent to the partner has this id.' });
  if (found.referral.evaluationDocumentId)
    return { documentId: found.referral.evaluationDocumentId, duplicate: true };
  const content = await loadEvaluationContent(deps.contentDir);
  const document = await addReceivedEvidence(deps, found.referral.caseId, {
    bytes: evaluation.bytes,
    type: content.evidenceType,
    description: content.description[found.locale === 'es' ? 'es' : 'en'],
  });
  const [claimed] = await deps.db
    .update(healthPartnerReferrals)
    .set({ evaluationDocumentId: document.id, evaluationReceivedAt: deps.now })
    .where(
      and(
        eq(healthPartnerReferrals.id, found.referral.id),
        isNull(healthPartnerReferrals.evaluationDocumentId),
      ),
    )
    .returning({ id: healthPartnerReferrals.id });
  if (claimed) return { documentId: document.id, duplicate: false };
  // A delivery arriving at the same time recorded its copy first: this one is removed.
  await deleteDocuments(deps, [document.id]);
  const [winner] = await deps.db
    .select({ documentId: healthPartnerReferrals.evaluationDocumentId })
    .from(healthPartnerReferrals)
    .where(eq(healthPartnerReferrals.id, found.referral.id));
  return { documentId: winner?.documentId ?? document.id, duplicate: true };
}
