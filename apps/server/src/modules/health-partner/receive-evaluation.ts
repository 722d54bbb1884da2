import { AppError } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, cases, healthPartnerReferrals } from '../../db/schema';
import { addReceivedEvidence, type AddReceivedEvidenceDeps } from '../documents';
import { loadEvaluationContent } from './evaluation-content';

export interface ReceivedEvaluation {
  /** The referral id Camino sent as `externalId`. */
  referralId: string;
  bytes: Uint8Array;
}

/**
 * The partner's evaluation came back: it becomes a piece of the case's additional evidence, once.
 * A repeated delivery of the same referral's evaluation answers the document already added.
 */
export async function receiveEvaluation(
  deps: AddReceivedEvidenceDeps & { db: Db },
  evaluation: ReceivedEvaluation,
): Promise<{ documentId: string; duplicate: boolean }> {
  const [found] = await deps.db
    .select({ referral: healthPartnerReferrals, locale: accounts.locale })
    .from(healthPartnerReferrals)
    .innerJoin(cases, eq(cases.id, healthPartnerReferrals.caseId))
    .innerJoin(accounts, eq(accounts.id, cases.accountId))
    .where(eq(healthPartnerReferrals.id, evaluation.referralId))
    .limit(1);
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
  await deps.db
    .update(healthPartnerReferrals)
    .set({ evaluationDocumentId: document.id, evaluationReceivedAt: deps.now })
    .where(eq(healthPartnerReferrals.id, found.referral.id));
  return { documentId: document.id, duplicate: false };
}
