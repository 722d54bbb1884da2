/**
 * A correction request reopens the sections it names while the case is in its correction step. The
 * modules that guard those sections (legal answers, documents) ask here before refusing a change.
 * This file reads only its own table, so those modules import it without importing the review module.
 */
import type { ReviewSection } from '@camino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reviewRequests } from '../../db/schema/review';
import type { CaseRow } from '../cases';
import { isCorrectionStep } from './review-of-step';

export async function isSectionReopened(
  db: Db,
  caseRow: Pick<CaseRow, 'id' | 'step'>,
  section: ReviewSection,
): Promise<boolean> {
  if (!isCorrectionStep(caseRow.step)) return false;
  const [open] = await db
    .select({ text: reviewRequests[section] })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.caseId, caseRow.id), eq(reviewRequests.status, 'open')))
    .limit(1);
  return (open?.text ?? '').length > 0;
}
